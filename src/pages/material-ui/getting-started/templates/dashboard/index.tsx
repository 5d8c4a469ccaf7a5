import React from 'react';
import TemplatePage from '@site/src/templates/TemplatePage';
import Dashboard from '@site/src/templates/dashboard/Dashboard';

/** Full-page live preview of the dashboard template, outside the docs layout. */
export default function DashboardTemplatePage() {
  return (
    <TemplatePage slug="dashboard">
      <Dashboard />
    </TemplatePage>
  );
}
