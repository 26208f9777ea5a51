/** Leave in pesos has no routes of its own: leave, offboarding and the payroll read it through their own (issue 36). */
export const leavePayApi = {};
