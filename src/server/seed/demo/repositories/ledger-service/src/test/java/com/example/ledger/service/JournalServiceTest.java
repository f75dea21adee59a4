package com.example.ledger.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.example.ledger.domain.Account;
import com.example.ledger.domain.AccountRepository;
import com.example.ledger.domain.LedgerException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class JournalServiceTest {
    private final AccountRepository accounts = mock(AccountRepository.class);
    private final JournalService journal = new JournalService(accounts);

    @Test
    void rejectsAnUnbalancedEntry() {
        Account a = new Account("a", "EUR");
        a.post(1000);
        when(accounts.findForUpdate("a")).thenReturn(Optional.of(a));
        when(accounts.findForUpdate("b")).thenReturn(Optional.of(new Account("b", "EUR")));

        assertThrows(LedgerException.class, () -> journal.post("ref-1",
            List.of(new JournalService.Line("a", -500, "EUR"), new JournalService.Line("b", 400, "EUR"))));
    }

    @Test
    void movesMoneyBetweenAccounts() {
        Account a = new Account("a", "EUR");
        a.post(1000);
        Account b = new Account("b", "EUR");
        when(accounts.findForUpdate("a")).thenReturn(Optional.of(a));
        when(accounts.findForUpdate("b")).thenReturn(Optional.of(b));

        journal.post("ref-2", List.of(new JournalService.Line("a", -300, "EUR"), new JournalService.Line("b", 300, "EUR")));

        assertEquals(700, a.getBalanceMinor());
        assertEquals(300, b.getBalanceMinor());
    }
}
