package com.example.fraud.rules;

import java.time.Instant;

public record Payment(String id, String cardFingerprint, String merchantId, long amountMinor, String currency,
                      String cardCountry, String ipCountry, Instant at) {}
