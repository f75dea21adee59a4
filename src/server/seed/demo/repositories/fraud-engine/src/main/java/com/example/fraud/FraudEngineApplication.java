package com.example.fraud;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class FraudEngineApplication {
    public static void main(String[] args) {
        SpringApplication.run(FraudEngineApplication.class, args);
    }
}
