package com.example.fraud.rules;

import java.util.Optional;
import java.util.Set;
import org.apache.commons.text.StringSubstitutor;
import org.springframework.stereotype.Component;

/** Large payments whose card was issued in another country than the buyer's IP address. */
@Component
public class CountryMismatchRule implements Rule {
    private static final long THRESHOLD_MINOR = 50_000;
    private static final Set<String> TRUSTED_PAIRS = Set.of("DE:AT", "AT:DE", "BE:NL", "NL:BE");

    @Override
    public String name() {
        return "country-mismatch";
    }

    @Override
    public Optional<String> evaluate(Payment p) {
        if (p.amountMinor() < THRESHOLD_MINOR || p.cardCountry().equals(p.ipCountry())) {
            return Optional.empty();
        }
        if (TRUSTED_PAIRS.contains(p.cardCountry() + ":" + p.ipCountry())) {
            return Optional.empty();
        }
        return Optional.of(StringSubstitutor.replace("card from ${card}, buyer in ${ip}",
            java.util.Map.of("card", p.cardCountry(), "ip", p.ipCountry())));
    }
}
