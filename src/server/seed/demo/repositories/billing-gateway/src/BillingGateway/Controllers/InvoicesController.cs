using AutoMapper;
using BillingGateway.Invoices;
using FluentValidation;
using Microsoft.AspNetCore.Mvc;
using Newtonsoft.Json;

namespace BillingGateway.Controllers;

[ApiController]
[Route("v1/invoices")]
public sealed class InvoicesController(IInvoiceRepository invoices, IValidator<CreateInvoice> validator, IMapper mapper)
    : ControllerBase
{
    [HttpGet("{id:guid}")]
    public async Task<ActionResult<InvoiceDto>> Get(Guid id)
    {
        var invoice = await invoices.Find(id);
        return invoice is null ? NotFound() : mapper.Map<InvoiceDto>(invoice);
    }

    [HttpPost]
    public async Task<ActionResult<InvoiceDto>> Create(CreateInvoice input)
    {
        var result = await validator.ValidateAsync(input);
        if (!result.IsValid) return ValidationProblem(new ValidationProblemDetails(result.ToDictionary()));
        var invoice = new Invoice(Guid.NewGuid(), input.CustomerId, input.AmountMinor, input.Currency, input.DueOn, "open");
        await invoices.Insert(invoice);
        return CreatedAtAction(nameof(Get), new { id = invoice.Id }, mapper.Map<InvoiceDto>(invoice));
    }

    // The PSP still posts its legacy XML-ish JSON with loose typing; Newtonsoft copes, System.Text.Json does not.
    [HttpPost("webhooks/psp")]
    public IActionResult PspWebhook([FromBody] string body)
    {
        var payload = JsonConvert.DeserializeObject<Dictionary<string, object>>(body);
        return payload is null ? BadRequest() : Accepted();
    }
}
