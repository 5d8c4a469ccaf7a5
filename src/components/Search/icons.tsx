import React from 'react';
import { Glyph } from './SearchIcon';

export { SearchIcon } from './SearchIcon';

interface IconProps {
  className?: string;
}

const PAGE =
  'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6zm4 18H6V4h7v5h5v11zM8 12h8v2H8v-2zm0 4h8v2H8v-2z';
const HASH =
  'M10.6 3 9.9 7h4l.7-4h2l-.7 4H19v2h-3.4l-.7 4H18v2h-3.4l-.7 4h-2l.7-4h-4l-.7 4H5.9l.7-4H3v-2h3.9l.7-4H4V7h3.9l.7-4h2zm-1 6-.7 4h4l.7-4h-4z';
const ENTER = 'M19 7v4H5.83l3.58-3.59L8 6l-6 6 6 6 1.41-1.41L5.83 13H21V7h-2z';

export const PageIcon = ({ className }: IconProps) => <Glyph d={PAGE} size={18} className={className} />;
export const HashIcon = ({ className }: IconProps) => <Glyph d={HASH} size={16} className={className} />;
export const EnterIcon = ({ className }: IconProps) => <Glyph d={ENTER} size={14} className={className} />;
