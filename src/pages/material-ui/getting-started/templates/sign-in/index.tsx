import React from 'react';
import TemplatePage from '@site/src/templates/TemplatePage';
import SignIn from '@site/src/templates/sign-in/SignIn';

/** Full-page live preview of the sign-in template, outside the docs layout. */
export default function SignInTemplatePage() {
  return (
    <TemplatePage slug="sign-in">
      <SignIn />
    </TemplatePage>
  );
}
