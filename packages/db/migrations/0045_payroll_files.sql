-- The files the agencies and the bank take (issue 40). Each person's account at the depository bank, where the payroll
-- credit file sends their net pay: digits only (the bank's own number, without dashes or spaces).
ALTER TABLE "pay_profiles" ADD COLUMN "bank_account_no" varchar(20);
--> statement-breakpoint
ALTER TABLE "pay_profiles" ADD CONSTRAINT "pay_profiles_bank_account_digits" CHECK ("pay_profiles"."bank_account_no" IS NULL OR "pay_profiles"."bank_account_no" ~ '^[0-9]{6,20}$');
--> statement-breakpoint
-- The kinds of deduction the remittance files report by code (apps/api/src/domain/payroll-files.ts): every GSIS loan is a
-- code beginning GSIS- (a column of the GSIS remittance each), the Pag-IBIG short-term loans PAGIBIG-MPL and PAGIBIG-CAL
-- (the STL remittance), MP2 savings PAGIBIG-MP2 (the contributions remittance, program M2). None is excluded from
-- taxable compensation: each is paid from the net. A code already there (HR's own) is left as HR keeps it.
INSERT INTO deduction_types (code, name, tax_excluded, legal_basis) VALUES
  ('GSIS-MPL', 'GSIS multi-purpose loan', false, 'A GSIS loan amortization (RA 8291): paid from net pay, remitted with the GSIS premiums'),
  ('GSIS-EML', 'GSIS emergency loan', false, 'A GSIS loan amortization (RA 8291): paid from net pay, remitted with the GSIS premiums'),
  ('GSIS-PL', 'GSIS policy loan', false, 'A GSIS loan against the life insurance policy (RA 8291): paid from net pay'),
  ('GSIS-GFAL', 'GSIS financial assistance loan', false, 'A GSIS loan amortization (RA 8291): paid from net pay, remitted with the GSIS premiums'),
  ('GSIS-CPL', 'GSIS computer loan', false, 'A GSIS loan amortization (RA 8291): paid from net pay, remitted with the GSIS premiums'),
  ('PAGIBIG-MPL', 'Pag-IBIG multi-purpose loan', false, 'A Pag-IBIG short-term loan amortization (RA 9679): paid from net pay'),
  ('PAGIBIG-CAL', 'Pag-IBIG calamity loan', false, 'A Pag-IBIG short-term loan amortization (RA 9679): paid from net pay'),
  ('PAGIBIG-MP2', 'Pag-IBIG MP2 savings', false, 'Voluntary savings under the Modified Pag-IBIG 2 program (RA 9679): paid from net pay, not excluded')
ON CONFLICT (code) DO NOTHING;
