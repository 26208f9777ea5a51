/** Names shown in the layout; one place to change them for another university. */
export const UNIVERSITY_NAME = 'State University';
export const SYSTEM_NAME = 'Human Resource Information System';
export const SYSTEM_SHORT_NAME = 'HRIS';
export const DEVELOPER_CREDIT = 'Developed by the Management Information System Unit';
