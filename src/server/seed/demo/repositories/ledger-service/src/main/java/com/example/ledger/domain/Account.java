package com.example.ledger.domain;

import javax.persistence.Column;
import javax.persistence.Entity;
import javax.persistence.Id;
import javax.persistence.Version;

@Entity
public class Account {
    @Id
    private String id;

    @Column(nullable = false, length = 3)
    private String currency;

    @Column(nullable = false)
    private long balanceMinor;

    @Column(nullable = false)
    private boolean frozen;

    @Version
    private long version;

    protected Account() {}

    public Account(String id, String currency) {
        this.id = id;
        this.currency = currency;
    }

    public String getId() { return id; }
    public String getCurrency() { return currency; }
    public long getBalanceMinor() { return balanceMinor; }
    public boolean isFrozen() { return frozen; }

    public void post(long amountMinor) {
        this.balanceMinor = Math.addExact(balanceMinor, amountMinor);
    }
}
