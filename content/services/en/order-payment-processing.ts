import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'order-payment-processing',
  name: 'Order & Payment Processing',
  summary:
    'Order taking, order changes, returns and payment support handled accurately and securely – by phone, email and chat.',
  metaTitle: 'Order & Payment Processing – Outsourced Customer Care',
  metaDescription:
    'Outsourced order taking, order status, returns and payment support: accurate data entry, secure card handling and 25% shorter handle times in your systems.',
  headline: 'Every order captured correctly, every payment question answered',
  lead: 'Order and payment contacts are where customer service touches your revenue directly. Our team takes, updates and tracks orders, handles returns and answers billing and payment questions in your e-commerce, ERP and payment systems. We do it accurately, securely and at the pace your customers expect.',
  intro: [
    'A mistyped address, a duplicated order or an unexplained charge costs you more than one phone call: it means a return, a correction, a complaint and sometimes a lost customer. That is why our order and payment teams work to checklists and validation rules agreed with you. Before submitting an order, agents read product codes, quantities, delivery details and the payment method back to the customer, and every change is logged in your system together with its reason.',
    'We cover the full order lifecycle: telephone and email orders, B2B reorders, status enquiries, delivery problems, cancellations, returns and refunds, as well as invoice questions, payment reminders and failed-payment follow-ups. Card payments are taken through secure methods such as payment links or keypad entry with the call recording paused, so agents never see or store full card numbers. Exceptions – suspected fraud, credit limits, goodwill gestures – follow your approval rules.',
    'Clear processes and well-integrated tools cut handle time by 25% while 90% of contacts are still resolved on the first call. Your customers get a quick, confident answer about their order or bill, and your finance and logistics teams get clean data instead of corrections.',
  ],
  included: [
    {
      title: 'Order taking and entry',
      text: 'Telephone, email and web-form orders entered into your online shop, ERP or order management system, including B2B reorders, bulk orders and product advice at the point of sale.',
    },
    {
      title: 'Order status and changes',
      text: 'Shipment tracking, address and item changes, cancellations and delivery problems, handled in coordination with your warehouse and courier partners.',
    },
    {
      title: 'Returns and refunds',
      text: 'Return authorisations, return labels, refund status updates and replacement orders, processed according to your returns policy and approval limits.',
    },
    {
      title: 'Payment and billing support',
      text: 'Questions about invoices, charges, instalments and payment methods, plus failed-payment follow-ups and friendly reminders before an account becomes overdue.',
    },
    {
      title: 'Secure card handling',
      text: 'Payments taken via payment links or keypad entry with recording paused, so card data never appears on the agent’s screen or in the call recording.',
    },
    {
      title: 'Data quality and reporting',
      text: 'Validation checklists, sample audits of entered orders and reports on order volumes, errors, reasons for changes and returns.',
    },
  ],
  steps: [
    {
      title: 'Process mapping',
      text: 'We map your order, returns and billing flows, the systems involved and the decisions agents may take, and agree accuracy and handle-time targets.',
    },
    {
      title: 'System access and payment set-up',
      text: 'We set up access to your shop back office, ERP, payment provider and courier panels, and agree secure card-payment methods with your payments team.',
    },
    {
      title: 'Training on real scenarios',
      text: 'Agents practise on test orders and typical exceptions – split deliveries, partial refunds, failed payments – before they take live contacts.',
    },
    {
      title: 'Operation and audit',
      text: 'After go-live we audit a sample of processed orders, report error rates and contact reasons, and propose changes that prevent repeat contacts.',
    },
  ],
  figures: ['handleTimeReduction', 'firstCallResolution', 'languages'],
  industries: ['retail', 'manufacturing', 'telecom', 'energy', 'finance'],
  faqs: [
    {
      question: 'Which e-commerce and ERP systems can you work in?',
      answer:
        'We work in the systems you already use – shop platforms such as Shopify, Magento or WooCommerce, ERP systems such as SAP or Microsoft Dynamics, and custom order management tools. If a process spans several systems, we document it step by step so agents move between them without errors.',
    },
    {
      question: 'How do you take card payments securely?',
      answer:
        'Agents never write down or hear full card numbers. We use payment links sent by text message or email, or keypad (DTMF) entry with the call recording paused or masked, depending on what your payment provider supports. Access to payment panels is limited to the functions agents actually need.',
    },
    {
      question: 'Can your team decide on refunds and exceptions?',
      answer:
        'Within limits you define. We agree amounts, situations and approval paths in advance – for example which refunds an agent can confirm, which need a team leader and which go to your finance team. Every decision is recorded with its reason.',
    },
    {
      question: 'Do you handle B2B orders as well as consumer orders?',
      answer:
        'Yes. For business customers we handle reorders, price and availability enquiries, delivery scheduling and invoice questions, acting as an extension of your sales support team. Agents work with customer-specific price lists and trading terms.',
    },
    {
      question: 'What happens during seasonal peaks?',
      answer:
        'We plan capacity from your sales calendar – promotions, Black Friday, holidays, seasonal launches – and bring in trained back-up agents ahead of time, so order lines and payment queries are covered when volumes rise.',
    },
    {
      question: 'How do you measure accuracy?',
      answer:
        'Besides handle time and first call resolution, we track order-entry errors, returns caused by data mistakes and reopened cases. A quality analyst audits processed orders every week, and the results go into the monthly report.',
    },
  ],
  related: ['inbound-call-center', 'back-office', 'customer-retention'],
} satisfies ServiceContent
