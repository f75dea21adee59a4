package com.example.ledger.domain;

public class LedgerException extends RuntimeException {
    public LedgerException(String message) {
        super(message);
    }
}
