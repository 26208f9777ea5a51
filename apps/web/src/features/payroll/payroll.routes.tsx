import { IconBuildingBank, IconCoins, IconFileInvoice, IconReceiptTax, IconReportMoney, IconTable } from '@tabler/icons-react';
import { lazyPage, page, type AppRoute } from '../../lib/route-kit';
import { SectionLanding } from '../../components/section-landing';

// Payroll (issue 21; SPEC.md §2 lists /payroll/casual_fund_source and My Account's payroll/payslip): the HR office
// prepares the month's runs and sends them through accounting and the approving official; every employee sees their
// own paid payslips under My Account.

/** The HR office's pages, in the Payroll section (app/routes.tsx). */
export const payrollRoutes: readonly AppRoute[] = [
  page({ path: '/payroll', group: 'PAYROLL', breadcrumb: ['Payroll'], element: <SectionLanding section="Payroll" preferred="/payroll/runs" /> }),
  page({
    path: '/payroll/runs',
    group: 'PAYROLL',
    title: 'Payroll runs',
    breadcrumb: ['Payroll', 'Runs'],
    menu: {
      section: 'Payroll',
      label: 'Payroll runs',
      icon: IconReportMoney,
      description: 'Compute the month’s payroll, send it for approval, mark it paid; the register and payslips',
    },
    element: lazyPage(() => import('./runs-page'), 'RunsPage'),
  }),
  page({
    path: '/payroll/runs/:id',
    group: 'PAYROLL',
    title: 'Payroll run',
    breadcrumb: ['Payroll', 'Runs', 'Run'],
    element: lazyPage(() => import('./run-page'), 'RunPage'),
  }),
  page({
    path: '/payroll/remittances',
    group: 'PAYROLL',
    breadcrumb: ['Payroll', 'Remittances'],
    menu: {
      section: 'Payroll',
      label: 'Remittances',
      icon: IconBuildingBank,
      description: 'GSIS, PhilHealth, Pag-IBIG and BIR: each person’s shares of the month; BIR Form 2316',
    },
    element: lazyPage(() => import('./remittances-page'), 'RemittancesPage'),
  }),
  page({
    path: '/payroll/bir',
    group: 'PAYROLL',
    title: 'BIR',
    breadcrumb: ['Payroll', 'BIR'],
    menu: { section: 'Payroll', label: 'BIR', icon: IconReceiptTax, description: 'BIR Form 1601-C, the alphalist (1604-C) and every 2316 of the year' },
    element: lazyPage(() => import('./bir-page'), 'BirPage'),
  }),
  page({
    path: '/payroll/deductions',
    group: 'PAYROLL',
    title: 'Payroll deductions',
    breadcrumb: ['Payroll', 'Deductions'],
    menu: {
      section: 'Payroll',
      label: 'Deductions',
      icon: IconReceiptTax,
      description: 'Loans and dues taken from each employee’s pay every month',
    },
    element: lazyPage(() => import('./deductions-page'), 'DeductionsPage'),
  }),
  page({
    path: '/payroll/casual_fund_source',
    group: 'PAYROLL',
    // SPEC.md §2 names the page "Casual FundSource".
    breadcrumb: ['Payroll', 'Casual fund sources'],
    menu: {
      section: 'Payroll',
      label: 'Casual fund sources',
      icon: IconCoins,
      description: 'The funds casuals are charged to and their monthly ceiling; casuals’ and job order workers’ rates',
    },
    element: lazyPage(() => import('./fund-sources-page'), 'FundSourcesPage'),
  }),
  page({
    path: '/payroll/tables',
    group: 'PAYROLL',
    title: 'Payroll rate tables',
    breadcrumb: ['Payroll', 'Rate tables'],
    menu: {
      section: 'Payroll',
      label: 'Rate tables',
      icon: IconTable,
      description: 'The contribution rates, withholding tax brackets and pay settings, each with the day it took effect',
    },
    element: lazyPage(() => import('./rate-tables-page'), 'RateTablesPage'),
  }),
];

/** The employee's own payslips, under My Account (SPEC.md §2: /account/payroll/payslip). */
export const payrollAccountRoutes: readonly AppRoute[] = [
  page({
    path: '/account/payroll/payslip',
    group: 'DEFAULT',
    breadcrumb: ['My Account', 'My payslips'],
    menu: {
      section: 'My Account',
      label: 'My payslips',
      icon: IconFileInvoice,
      description: 'Your paid payslips month by month: every line, the net and its halves; print them',
      employeesOnly: true,
    },
    element: lazyPage(() => import('./my-payslips-page'), 'MyPayslipsPage'),
  }),
];
