using Dapper;
using Microsoft.Data.SqlClient;

namespace BillingGateway.Invoices;

public interface IInvoiceRepository
{
    Task<Invoice?> Find(Guid id);
    Task Insert(Invoice invoice);
}

public sealed class SqlInvoiceRepository(string connectionString) : IInvoiceRepository
{
    public async Task<Invoice?> Find(Guid id)
    {
        await using var connection = new SqlConnection(connectionString);
        return await connection.QuerySingleOrDefaultAsync<Invoice>(
            "SELECT Id, CustomerId, AmountMinor, Currency, DueOn, Status FROM Invoices WHERE Id = @id", new { id });
    }

    public async Task Insert(Invoice invoice)
    {
        await using var connection = new SqlConnection(connectionString);
        await connection.ExecuteAsync(
            "INSERT INTO Invoices (Id, CustomerId, AmountMinor, Currency, DueOn, Status) " +
            "VALUES (@Id, @CustomerId, @AmountMinor, @Currency, @DueOn, @Status)", invoice);
    }
}
