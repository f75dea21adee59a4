using AutoMapper;
using BillingGateway.Invoices;
using FluentValidation;
using Polly;
using Polly.Retry;
using Serilog;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((context, config) => config.ReadFrom.Configuration(context.Configuration));
builder.Services.AddControllers();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddSingleton<IMapper>(new MapperConfiguration(cfg => cfg.AddProfile<InvoiceProfile>()).CreateMapper());
builder.Services.AddMediatR(cfg => cfg.RegisterServicesFromAssemblyContaining<Program>());
builder.Services.AddScoped<IValidator<CreateInvoice>, CreateInvoiceValidator>();
builder.Services.AddSingleton<IInvoiceRepository>(_ =>
    new SqlInvoiceRepository(builder.Configuration.GetConnectionString("Billing")!));
builder.Services.AddSingleton(new ResiliencePipelineBuilder()
    .AddRetry(new RetryStrategyOptions { MaxRetryAttempts = 3, BackoffType = DelayBackoffType.Exponential, UseJitter = true })
    .AddTimeout(TimeSpan.FromSeconds(10))
    .Build());
builder.Services.Configure<StripeOptions>(builder.Configuration.GetSection("Stripe"));

var app = builder.Build();
app.UseSerilogRequestLogging();
if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}
app.MapControllers();
app.Run();

public partial class Program { }
