package com.example.fraud.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class VelocityRuleTest {
    private final VelocityRule rule = new VelocityRule();

    private Payment payment(int second) {
        return new Payment("p" + second, "card-1", "m-1", 1000, "EUR", "DE", "DE",
            Instant.parse("2026-05-04T10:00:00Z").plusSeconds(second));
    }

    @Test
    void holdsTheSixthPaymentInTenMinutes() {
        for (int i = 0; i < 5; i++) {
            assertThat(rule.evaluate(payment(i * 60))).isEmpty();
        }
        assertThat(rule.evaluate(payment(330))).isPresent();
    }

    @Test
    void forgetsPaymentsOutsideTheWindow() {
        for (int i = 0; i < 5; i++) {
            rule.evaluate(payment(i * 60));
        }
        assertThat(rule.evaluate(payment(3600))).isEmpty();
    }
}
