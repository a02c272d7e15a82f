import { Box, Link } from '@mui/material';
import type { VocabularyCategory } from '../api/types';
import { topicAnchor } from './VocabularyCategoryCard';

/** The topic bar: one link per category, jumping to its card, with its number of terms. */
export function TopicLinks({ categories }: { categories: VocabularyCategory[] }) {
  return (
    <Box component="nav" aria-label="Topics" sx={{ my: 2 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {categories.map((category) => (
          <li key={category.category_name}>
            <Link
              href={`#${topicAnchor(category.category_name)}`}
              variant="body2"
              underline="hover"
              sx={{ display: 'inline-block', px: 1.25, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 4 }}
            >
              {category.category_name} ({category.terms.length})
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
