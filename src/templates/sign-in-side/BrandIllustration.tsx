import React from 'react';
import Box from '@mui/material/Box';

/** Decorative drawing for the brand panel: roadmap cards drifting into one timeline. */
export default function BrandIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 420 260"
      aria-hidden="true"
      focusable="false"
      sx={{ width: '100%', maxWidth: 460, height: 'auto', display: 'block' }}
    >
      <g fill="none" stroke="rgba(255,255,255,0.35)" strokeWidth="2" strokeDasharray="4 6">
        <path d="M70 70 C 140 70, 150 150, 210 150" />
        <path d="M90 200 C 150 200, 160 150, 210 150" />
        <path d="M350 60 C 300 60, 280 150, 210 150" />
      </g>
      <g>
        <rect x="18" y="40" width="108" height="60" rx="12" fill="rgba(255,255,255,0.16)" />
        <rect x="32" y="56" width="56" height="8" rx="4" fill="rgba(255,255,255,0.85)" />
        <rect x="32" y="74" width="80" height="8" rx="4" fill="rgba(255,255,255,0.45)" />
        <rect x="30" y="170" width="112" height="60" rx="12" fill="rgba(255,255,255,0.16)" />
        <rect x="44" y="186" width="70" height="8" rx="4" fill="rgba(255,255,255,0.85)" />
        <rect x="44" y="204" width="50" height="8" rx="4" fill="rgba(255,255,255,0.45)" />
        <rect x="300" y="30" width="100" height="60" rx="12" fill="rgba(255,255,255,0.16)" />
        <rect x="314" y="46" width="48" height="8" rx="4" fill="rgba(255,255,255,0.85)" />
        <rect x="314" y="64" width="72" height="8" rx="4" fill="rgba(255,255,255,0.45)" />
      </g>
      <g>
        <rect x="160" y="116" width="230" height="120" rx="16" fill="rgba(255,255,255,0.95)" />
        <rect x="178" y="134" width="90" height="9" rx="4.5" fill="#312e81" />
        <rect x="178" y="156" width="120" height="14" rx="7" fill="#6366f1" />
        <rect x="240" y="178" width="130" height="14" rx="7" fill="#14b8a6" />
        <rect x="200" y="200" width="90" height="14" rx="7" fill="#f59e0b" />
        <circle cx="362" cy="138" r="10" fill="#22c55e" />
        <path
          d="M357 138 l4 4 l7 -8"
          stroke="#fff"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </Box>
  );
}
