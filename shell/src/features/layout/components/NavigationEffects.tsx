import { createAnalyticsReporter, setNavigator } from '@ccl/shared';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * What runs on every navigation: scroll to the top, report the page view (path + query string),
 * set the page's title and description. Also lends the router to code outside React.
 */
export function NavigationEffects({ title, description }: { title: string; description?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const report = useMemo(() => createAnalyticsReporter(), []);

  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
  }, [navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    report(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search, report]);

  useEffect(() => {
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);

  return null;
}
