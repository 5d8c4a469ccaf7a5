import MDXComponents from '@theme-original/MDXComponents';
import { withSectionFeedback } from '@site/src/components/Feedback/SectionHeading';
import AdSlot from '@site/src/components/Ads/AdSlot';

/** Every h2/h3 in doc content offers per-section feedback; AdSlot is placed by remark-ad-slot. */
export default {
  ...MDXComponents,
  h2: withSectionFeedback(MDXComponents.h2),
  h3: withSectionFeedback(MDXComponents.h3),
  AdSlot,
};
