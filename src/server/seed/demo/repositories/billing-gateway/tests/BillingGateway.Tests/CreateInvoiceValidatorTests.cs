using BillingGateway.Invoices;
using Moq;
using Xunit;

namespace BillingGateway.Tests;

public class CreateInvoiceValidatorTests
{
    private static CreateInvoiceValidator Validator()
    {
        var clock = new Mock<TimeProvider>();
        clock.Setup(c => c.GetUtcNow()).Returns(new DateTimeOffset(2026, 3, 1, 0, 0, 0, TimeSpan.Zero));
        return new CreateInvoiceValidator(clock.Object);
    }

    [Fact]
    public void AcceptsAnInvoiceDueLater()
    {
        var result = Validator().Validate(new CreateInvoice("c-1", 1999, "EUR", new DateOnly(2026, 3, 31)));
        Assert.True(result.IsValid);
    }

    [Theory]
    [InlineData(0, "EUR")]
    [InlineData(100, "JPY")]
    public void RejectsBadAmountsAndCurrencies(long amount, string currency)
    {
        var result = Validator().Validate(new CreateInvoice("c-1", amount, currency, new DateOnly(2026, 3, 31)));
        Assert.False(result.IsValid);
    }
}
