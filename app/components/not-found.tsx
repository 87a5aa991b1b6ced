import { Link } from 'react-router';

export function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
        Return to Home
      </Link>
    </div>
  );
}
