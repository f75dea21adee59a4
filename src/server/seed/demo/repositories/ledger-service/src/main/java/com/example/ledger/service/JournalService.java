package com.example.ledger.service;

import com.example.ledger.domain.Account;
import com.example.ledger.domain.AccountRepository;
import com.example.ledger.domain.LedgerException;
import com.google.common.base.Preconditions;
import java.util.List;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class JournalService {
    private static final Logger log = LogManager.getLogger(JournalService.class);

    public static final class Line {
        public final String accountId;
        public final long amountMinor;
        public final String currency;

        public Line(String accountId, long amountMinor, String currency) {
            this.accountId = accountId;
            this.amountMinor = amountMinor;
            this.currency = currency;
        }
    }

    private final AccountRepository accounts;

    public JournalService(AccountRepository accounts) {
        this.accounts = accounts;
    }

    /** Posts a balanced journal entry: the amounts of its lines add up to zero in each currency. */
    @Transactional
    public void post(String reference, List<Line> lines) {
        Preconditions.checkArgument(lines.size() >= 2, "an entry has at least two lines");
        long sum = 0;
        for (Line line : lines) {
            Account account = accounts.findForUpdate(line.accountId)
                .orElseThrow(() -> new LedgerException("unknown account " + line.accountId));
            if (account.isFrozen()) {
                throw new LedgerException("account " + account.getId() + " is frozen");
            }
            if (!account.getCurrency().equals(line.currency)) {
                throw new LedgerException("account " + account.getId() + " holds " + account.getCurrency()
                    + ", not " + line.currency);
            }
            if (line.amountMinor == 0) {
                throw new LedgerException("zero amount on account " + account.getId());
            }
            if (line.amountMinor < 0 && account.getBalanceMinor() + line.amountMinor < 0) {
                throw new LedgerException("insufficient funds on account " + account.getId());
            }
            if (reference == null || reference.isBlank() || reference.length() > 64) {
                throw new LedgerException("reference must be 1 to 64 characters");
            }
            log.info("posting {} {} to {} ({})", line.amountMinor, line.currency, account.getId(), reference);
            account.post(line.amountMinor);
            sum += line.amountMinor;
        }
        if (sum != 0) {
            throw new LedgerException("entry " + reference + " is not balanced: " + sum);
        }
    }
}
