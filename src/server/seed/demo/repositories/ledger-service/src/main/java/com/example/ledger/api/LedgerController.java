package com.example.ledger.api;

import com.example.ledger.domain.AccountRepository;
import com.example.ledger.domain.LedgerException;
import com.example.ledger.service.JournalService;
import com.example.ledger.service.TransferService;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/v1")
public class LedgerController {
    private final AccountRepository accounts;
    private final JournalService journal;
    private final TransferService transfers;

    public LedgerController(AccountRepository accounts, JournalService journal, TransferService transfers) {
        this.accounts = accounts;
        this.journal = journal;
        this.transfers = transfers;
    }

    @GetMapping("/accounts/{id}")
    public ResponseEntity<?> account(@PathVariable String id) {
        return accounts.findById(id)
            .<ResponseEntity<?>>map(a -> ResponseEntity.ok(Map.of("id", a.getId(), "currency", a.getCurrency(),
                "balance_minor", a.getBalanceMinor())))
            .orElse(ResponseEntity.notFound().build());
    }

    @PostMapping("/entries/{reference}")
    @ResponseStatus(HttpStatus.CREATED)
    public void post(@PathVariable String reference, @RequestBody List<JournalService.Line> lines) {
        journal.post(reference, lines);
    }

    @PostMapping("/transfers/{reference}")
    @ResponseStatus(HttpStatus.CREATED)
    public void transfer(@PathVariable String reference, @RequestBody Map<String, String> body) {
        transfers.transfer(reference, body.get("from"), body.get("to"), Long.parseLong(body.get("amount_minor")),
            body.get("currency"));
    }

    @ExceptionHandler(LedgerException.class)
    public ResponseEntity<Map<String, String>> rejected(LedgerException e) {
        return ResponseEntity.unprocessableEntity().body(Map.of("error", e.getMessage()));
    }
}
