package com.example.fraud;

import com.example.fraud.rules.Payment;
import com.example.fraud.rules.Rule;
import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ScoreController {
    private final List<Rule> rules;

    public ScoreController(List<Rule> rules) {
        this.rules = rules;
    }

    @PostMapping("/v1/evaluate")
    public Map<String, Object> evaluate(@RequestBody Payment payment) {
        List<Map<String, String>> hits = rules.stream()
            .flatMap(rule -> rule.evaluate(payment).map(reason -> Map.of("rule", rule.name(), "reason", reason)).stream())
            .toList();
        return Map.of("payment_id", payment.id(), "decision", hits.isEmpty() ? "pass" : "hold", "hits", hits);
    }
}
