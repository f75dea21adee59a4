using FluentValidation;

namespace BillingGateway.Invoices;

public sealed class CreateInvoiceValidator : AbstractValidator<CreateInvoice>
{
    private static readonly string[] Currencies = ["EUR", "USD", "GBP", "CHF"];

    public CreateInvoiceValidator(TimeProvider clock)
    {
        RuleFor(x => x.CustomerId).NotEmpty().MaximumLength(64);
        RuleFor(x => x.AmountMinor).GreaterThan(0);
        RuleFor(x => x.Currency).Must(c => Currencies.Contains(c)).WithMessage("unsupported currency");
        RuleFor(x => x.DueOn).GreaterThanOrEqualTo(_ => DateOnly.FromDateTime(clock.GetUtcNow().UtcDateTime));
    }
}
