import React from 'react';
import TemplatePage from '@site/src/templates/TemplatePage';
import SignUp from '@site/src/templates/sign-up/SignUp';

/** Full-page live preview of the sign-up template, outside the docs layout. */
export default function SignUpTemplatePage() {
  return (
    <TemplatePage slug="sign-up">
      <SignUp />
    </TemplatePage>
  );
}
