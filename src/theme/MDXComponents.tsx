import MDXComponents from '@theme-original/MDXComponents';
import { withSectionFeedback } from '@site/src/components/Feedback/SectionHeading';

/** Every h2/h3 in doc content offers per-section feedback. */
export default {
  ...MDXComponents,
  h2: withSectionFeedback(MDXComponents.h2),
  h3: withSectionFeedback(MDXComponents.h3),
};
