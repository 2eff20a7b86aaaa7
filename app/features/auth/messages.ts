/** The spec's sign-in and access messages, word for word. */
export const AUTH_MESSAGES = {
  badCredentials: 'Invalid email or password. Please try again.',
  otherError: 'An error occurred during authentication',
  success: 'Login successful!',
  profileFailed: 'Error loading user profile',
  roleFailed: 'Error checking user role',
  missingFields: 'You must provide either an email or phone number and a password',
  accessDenied: 'Access denied',
} as const
