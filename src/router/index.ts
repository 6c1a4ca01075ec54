export { Link } from 'wouter';
export {
  pathUnder,
  SiteRouter,
  useHref,
  useHrefOf,
  useLocation,
  useNavigate,
  type NavigateOptions,
  type SiteLocation,
} from './SiteRouter';
export { PageOutlet, type PageRoute, type RouteGroup } from './routeTable';
