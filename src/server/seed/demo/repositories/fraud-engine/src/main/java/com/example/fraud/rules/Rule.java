package com.example.fraud.rules;

import java.util.Optional;

public interface Rule {
    String name();

    /** A reason to hold the payment, or empty when this rule has nothing against it. */
    Optional<String> evaluate(Payment payment);
}
