import React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MIN_PASSWORD_LENGTH } from '../shared/validation';

const LEVELS = [
  { label: 'Too short', color: 'error' },
  { label: 'Weak', color: 'error' },
  { label: 'Fair', color: 'warning' },
  { label: 'Good', color: 'success' },
  { label: 'Strong', color: 'success' },
] as const;

/** 0 (too short) to 4 (strong): length first, then variety of characters. */
export function passwordScore(password: string): number {
  if (password.length < MIN_PASSWORD_LENGTH) return 0;
  let score = 1;
  if (password.length >= 12) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password) && /[^A-Za-z0-9]/.test(password)) score += 1;
  return Math.min(score, 4);
}

export default function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const score = passwordScore(password);
  const level = LEVELS[score];
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={score === 0 ? 8 : score * 25}
        color={level.color}
        aria-label="Password strength"
        aria-valuetext={level.label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }} aria-live="polite">
        Strength: {level.label}
      </Typography>
    </Box>
  );
}
