package com.example.fraud.rules;

import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** Too many payments with one card in a short window. */
@Component
public class VelocityRule implements Rule {
    private static final int LIMIT = 5;
    private static final Duration WINDOW = Duration.ofMinutes(10);

    private final Cache<String, Deque<Long>> seen = CacheBuilder.newBuilder()
        .expireAfterAccess(WINDOW)
        .maximumSize(1_000_000)
        .build();

    @Override
    public String name() {
        return "velocity";
    }

    @Override
    public synchronized Optional<String> evaluate(Payment payment) {
        Deque<Long> times = seen.asMap().computeIfAbsent(payment.cardFingerprint(), k -> new ArrayDeque<>());
        long now = payment.at().toEpochMilli();
        while (!times.isEmpty() && times.peekFirst() < now - WINDOW.toMillis()) {
            times.pollFirst();
        }
        times.addLast(now);
        return times.size() > LIMIT
            ? Optional.of(times.size() + " payments with this card in " + WINDOW.toMinutes() + " minutes")
            : Optional.empty();
    }
}
