import React from 'react';
import TemplatePage from '@site/src/templates/TemplatePage';
import SignInSide from '@site/src/templates/sign-in-side/SignInSide';

/** Full-page live preview of the sign-in side template, outside the docs layout. */
export default function SignInSideTemplatePage() {
  return (
    <TemplatePage slug="sign-in-side">
      <SignInSide />
    </TemplatePage>
  );
}
