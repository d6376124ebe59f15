/**
 * Button code of the sign-in figures of the home page (m_home), which every role with the home page
 * is given. The log list's codes are its entity's (system:log:list, :export).
 */
export const logPerms = {
  visits: 'dashboard:visit:list',
} as const;
