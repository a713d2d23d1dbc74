import { useContext, useEffect, useState } from "react";
import { Link, NavLink, UNSAFE_FrameworkContext } from "react-router";

type CurrentPageLinkProps = {
  to: string;
  className: string;
  onClick?: () => void;
  children: React.ReactNode;
};

/**
 * A navigation link that is marked `aria-current="page"` (and styled so) on its own page.
 *
 * The SPA fallback, served as 404.html for every unknown address, is pre-rendered at "/", so
 * there "Home" would claim to be the current page. Until the fallback has hydrated at its real
 * address, its links are plain ones; React Router tells us it is rendering the fallback.
 */
export function CurrentPageLink({ to, className, onClick, children }: CurrentPageLinkProps) {
  const renderingFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (renderingFallback) setHydrated(true);
  }, [renderingFallback]);
  if (renderingFallback && !hydrated) {
    return (
      <Link to={to} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <NavLink to={to} end className={className} onClick={onClick}>
      {children}
    </NavLink>
  );
}
