import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const TOPICS = [
  {
    value: 'product-updates',
    label: 'Product updates',
    description: 'New features and fixes, about once a month.',
    defaultChecked: true,
  },
  {
    value: 'weekly-digest',
    label: 'Weekly digest',
    description: "A summary of your team's activity every Monday.",
    defaultChecked: false,
  },
  {
    value: 'events',
    label: 'Events and webinars',
    description: 'Invitations to live sessions in your time zone.',
    defaultChecked: true,
  },
];

export default function SwitchForm() {
  const id = React.useId();
  const [saved, setSaved] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const topics = [...new FormData(event.currentTarget).keys()];
    setSaved(`Saved: ${topics.length > 0 ? topics.join(', ') : 'no emails'}.`);
  };

  return (
    <Form onSubmit={handleSubmit}>
      <Fieldset>
        <Legend>Email me about</Legend>
        {TOPICS.map((topic) => (
          <Row key={topic.value}>
            <div>
              <Label htmlFor={`${id}-${topic.value}`}>{topic.label}</Label>
              <Description id={`${id}-${topic.value}-description`}>
                {topic.description}
              </Description>
            </div>
            <StyledSwitch
              defaultChecked={topic.defaultChecked}
              slotProps={{
                input: {
                  id: `${id}-${topic.value}`,
                  name: topic.value,
                  'aria-describedby': `${id}-${topic.value}-description`,
                },
              }}
            />
          </Row>
        ))}
      </Fieldset>
      <SubmitButton type="submit">Save preferences</SubmitButton>
      <Description role="status">{saved}</Description>
    </Form>
  );
}

const Form = styled('form')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 16,
  maxWidth: 400,
});

const Fieldset = styled('fieldset')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  width: '100%',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

const Legend = styled('legend')({
  marginBottom: 12,
  padding: 0,
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
});

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
});

const Label = styled('label')({
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 500,
});

const Description = styled('p')(({ theme }) => [
  { margin: 0, fontSize: 13, color: '#45556c' },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);

const SubmitButton = styled(Button)(({ theme }) => [
  {
    fontFamily: 'inherit',
    fontSize: 14,
    fontWeight: 600,
    lineHeight: '20px',
    padding: '8px 16px',
    borderRadius: 8,
    border: '1px solid #155dfc',
    color: '#fff',
    backgroundColor: '#155dfc',
    boxShadow: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#1447e6', borderColor: '#1447e6' },
    '&.base--active': { backgroundColor: '#193cb8', borderColor: '#193cb8' },
    '&.base--focusVisible': { outline: '2px solid #155dfc', outlineOffset: 2 },
  },
  theme.applyStyles('dark', {
    '&.base--focusVisible': { outlineColor: '#51a2ff' },
  }),
]);

const StyledSwitch = styled(Switch)(({ theme }) => [
  {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    width: 40,
    height: 24,
    cursor: 'pointer',
    '& .base-Switch-input': {
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      width: '100%',
      height: '100%',
      margin: 0,
      opacity: 0,
      cursor: 'inherit',
    },
    '& .base-Switch-track': {
      position: 'absolute',
      inset: 0,
      borderRadius: 999,
      backgroundColor: '#62748e',
      transition: 'background-color 150ms',
    },
    '& .base-Switch-thumb': {
      position: 'absolute',
      top: 2,
      insetInlineStart: 2,
      width: 20,
      height: 20,
      borderRadius: '50%',
      backgroundColor: '#fff',
      boxShadow: '0 1px 2px rgb(0 0 0 / 0.3)',
      transition: 'inset-inline-start 150ms',
    },
    '&.base--checked .base-Switch-track': { backgroundColor: '#155dfc' },
    '&.base--checked .base-Switch-thumb': { insetInlineStart: 18 },
    '&.base--focusVisible .base-Switch-track': {
      outline: '2px solid #155dfc',
      outlineOffset: 2,
    },
    '&.base--disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
  theme.applyStyles('dark', {
    '&.base--checked .base-Switch-track': { backgroundColor: '#2b7fff' },
    '&.base--focusVisible .base-Switch-track': { outlineColor: '#51a2ff' },
  }),
]);
