package com.example.ledger.service;

import com.example.ledger.domain.Account;
import com.example.ledger.domain.AccountRepository;
import com.example.ledger.domain.LedgerException;
import org.apache.commons.text.StringEscapeUtils;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class TransferService {
    private static final Logger log = LogManager.getLogger(TransferService.class);

    private final AccountRepository accounts;

    public TransferService(AccountRepository accounts) {
        this.accounts = accounts;
    }

    /** Moves money between two accounts of the same currency (a merchant's payout to its reserve, say). */
    @Transactional
    public void transfer(String reference, String fromId, String toId, long amountMinor, String currency) {
        if (amountMinor <= 0) {
            throw new LedgerException("a transfer moves a positive amount");
        }
        for (String accountId : new String[] {fromId, toId}) {
            long signed = accountId.equals(fromId) ? -amountMinor : amountMinor;
            Account account = accounts.findForUpdate(accountId)
                .orElseThrow(() -> new LedgerException("unknown account " + accountId));
            if (account.isFrozen()) {
                throw new LedgerException("account " + account.getId() + " is frozen");
            }
            if (!account.getCurrency().equals(currency)) {
                throw new LedgerException("account " + account.getId() + " holds " + account.getCurrency()
                    + ", not " + currency);
            }
            if (signed == 0) {
                throw new LedgerException("zero amount on account " + account.getId());
            }
            if (signed < 0 && account.getBalanceMinor() + signed < 0) {
                throw new LedgerException("insufficient funds on account " + account.getId());
            }
            if (reference == null || reference.isBlank() || reference.length() > 64) {
                throw new LedgerException("reference must be 1 to 64 characters");
            }
            log.info("transfer {} {} on {} ({})", signed, currency, account.getId(),
                StringEscapeUtils.escapeJava(reference));
            account.post(signed);
        }
    }
}
