namespace BillingGateway.Invoices;

public sealed record Invoice(Guid Id, string CustomerId, long AmountMinor, string Currency, DateOnly DueOn, string Status);

public sealed record CreateInvoice(string CustomerId, long AmountMinor, string Currency, DateOnly DueOn);

public sealed record InvoiceDto(Guid Id, string CustomerId, decimal Amount, string Currency, string DueOn, string Status);

public sealed class StripeOptions
{
    public string SecretKey { get; set; } = "";
    public string WebhookSecret { get; set; } = "";
}
