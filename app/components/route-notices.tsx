import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { showNotice } from '~/lib/notices';

/**
 * Shows the toast a server redirect asked for (`?notice=…`), then drops the parameter from the
 * address; and, while the browser waits for /blog-admin, says that the role is being checked.
 */
export function RouteNotices() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!showNotice(params.get('notice'))) return;
    params.delete('notice');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);

  const verifying = navigation.state === 'loading' && /^\/blog-admin(\/posts\/[^/]+)?$/.test(navigation.location.pathname);
  if (!verifying) return null;
  return (
    <p role="status" className="fixed inset-x-0 top-16 z-50 mx-auto w-fit rounded-md border bg-card px-4 py-2 text-sm shadow-md">
      Verifying admin privileges...
    </p>
  );
}
