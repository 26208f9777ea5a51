// Leave in pesos (issue 36): what an approved monetization or a separation's terminal leave leaves to be paid, read by
// the leave module (the monetization's amount), offboarding (terminal leave) and the payroll (the earning of the next
// regular run). Its own module so that none of those three depends on another for it (no routes of its own).
export {
  monthlySalaryOn,
  monetizationOf,
  terminalLeaveOf,
  leavePayTaxable,
  recordLeavePayment,
  paymentOfLeave,
  paymentOfSeparation,
  leavePaymentsDue,
  leaveEarning,
  claimLeavePayments,
  markLeavePaymentsPaid,
} from './leave-pay.service';
