import type { AuthProvider, AuthResponse } from '@toolpad/core/SignInPage';

export interface DemoUser {
  name: string;
  email: string;
}

/** The one account the fake back end knows. */
export const DEMO_ACCOUNT = {
  email: 'ada@harbourgoods.com',
  password: 'harbour-2024',
  name: 'Ada Lindqvist',
};

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

/**
 * Stands in for a real server: answers after a short delay, accepts the demo account for
 * credentials, and every OAuth provider except GitLab.
 */
export async function fakeSignIn(
  provider: AuthProvider,
  formData?: FormData,
): Promise<{ user: DemoUser } | AuthResponse> {
  await wait(800);
  if (provider.id === 'credentials') {
    const email = String(formData?.get('email') ?? '');
    const password = String(formData?.get('password') ?? '');
    if (email === DEMO_ACCOUNT.email && password === DEMO_ACCOUNT.password) {
      return { user: { name: DEMO_ACCOUNT.name, email } };
    }
    return {
      type: 'CredentialsSignin',
      error: 'Wrong email or password. Check both and try again.',
    };
  }
  if (provider.id === 'gitlab') {
    return {
      type: 'OAuthSignin',
      error: 'GitLab sign-in is not enabled for this workspace.',
    };
  }
  return {
    user: { name: 'Jonas Weber', email: `jonas.weber@${provider.id}.example` },
  };
}
