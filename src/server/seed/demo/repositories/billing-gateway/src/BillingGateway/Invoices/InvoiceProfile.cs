using AutoMapper;

namespace BillingGateway.Invoices;

public sealed class InvoiceProfile : Profile
{
    public InvoiceProfile()
    {
        CreateMap<Invoice, InvoiceDto>()
            .ForCtorParam("Amount", o => o.MapFrom(i => i.AmountMinor / 100m))
            .ForCtorParam("DueOn", o => o.MapFrom(i => i.DueOn.ToString("yyyy-MM-dd")));
    }
}
