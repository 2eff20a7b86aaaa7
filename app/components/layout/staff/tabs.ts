import type { IconName } from '#app/components/ui/icons.tsx'

/** One sidebar entry of a signed-in area; `summary` says what the tab holds. */
export type StaffTab = { slug: string; label: string; to: string; icon: IconName; summary: string }

const admin = (slug: string, label: string, icon: IconName, summary: string): StaffTab => ({
  slug,
  label,
  to: `/super-admin/${slug}`,
  icon,
  summary,
})
const agent = (slug: string, label: string, icon: IconName, summary: string): StaffTab => ({
  slug,
  label,
  to: `/agent-dashboard/${slug}`,
  icon,
  summary,
})

/** The super admin panel's 'Admin Menu', in the spec's order. */
export const ADMIN_TABS: readonly StaffTab[] = [
  admin(
    'agents',
    'Agents',
    'users',
    'A card for each agent, opening their public page in a new tab; create agents, reset passwords, deactivate and reactivate.',
  ),
  admin(
    'testimonials',
    'Testimonials',
    'star',
    "All testimonials with the agent's name and author; add, edit, delete and approve.",
  ),
  admin(
    'blog',
    'Blog',
    'file-text',
    'Every blog post with its agent and a Draft/Published state; write, edit, publish and delete posts with a featured image and SEO settings.',
  ),
  admin(
    'leads',
    'Leads',
    'inbox',
    "All leads, newest first, with the agent's name and a status you can change (new, contacted, qualified, closed); chatbot leads shown as a conversation.",
  ),
  admin(
    'analytics',
    'Analytics',
    'bar-chart',
    'Totals for active agents, approved testimonials, page views and published posts, and the top 5 agents by leads.',
  ),
  admin(
    'rates',
    'Rates',
    'percent',
    'Mortgage rates management: scrape from the source, keep only current-date rates active, add rates by hand and edit or toggle each rate.',
  ),
  admin('products', 'Products', 'package', 'The products table (name, description, price) with add, edit and delete.'),
  admin('services', 'Services', 'briefcase', 'The services table (name, description) with add, edit and delete.'),
  admin(
    'lenders',
    'Lenders',
    'landmark',
    "Add lenders and manage the 'Existing Lenders' table: name, type, logo, order and status.",
  ),
  admin(
    'news-feed',
    'News Feed',
    'rss',
    "The news-feed service's credentials, its set-up steps and a connection test.",
  ),
  admin(
    'lead-routing',
    'Lead Routing',
    'users',
    'How new leads without an agent of their own are assigned: unassigned for triage, or round-robin.',
  ),
  admin(
    'mail',
    'Mail',
    'mail',
    'Every e-mail the site sends (new leads to agents, acknowledgements to clients) with its state: queued, sent, retried or failed.',
  ),
  admin(
    'complaints',
    'Complaints',
    'alert',
    'Complaints sent from the complaints page: status, due dates, the written response and every change in the history.',
  ),
  admin(
    'privacy-requests',
    'Privacy Requests',
    'user',
    'Requests to see or correct personal information: status, the 30-day due date, the response, the history, and an export of everything held about a person.',
  ),
  admin(
    'accessibility-feedback',
    'Accessibility',
    'chat',
    'Feedback sent from the accessibility page: status, the reply due in 2 business days, the response and the history.',
  ),
  admin(
    'audit',
    'Audit',
    'file-text',
    'Every deletion, archive, restore, erasure and legal hold: who, what and when, newest first.',
  ),
  admin('debug', 'Debug', 'bug', 'Diagnostics: rate counts and sample rows straight from the database.'),
  admin(
    'ontario-test',
    'Ontario Test',
    'map-pin',
    "Ontario's current rates as the public pages see them, fixed and variable.",
  ),
  admin('current-rates', 'Current Rates', 'chart', "Today's active rates grouped by province, fixed and variable."),
  admin(
    'scrape-test',
    'Scrape Test',
    'refresh',
    'Run the rate scraper and re-check the stored rates two seconds later.',
  ),
]

/** The agent dashboard's sidebar, in the spec's order. */
export const AGENT_TABS: readonly StaffTab[] = [
  agent(
    'profile',
    'Profile',
    'user',
    'Your full name, phone number, bio, Calendly link and custom title, with headshot and banner uploads.',
  ),
  agent(
    'customize',
    'Customize',
    'settings',
    'Your profile URL, background image, your own logo and two professional badges.',
  ),
  agent('social', 'Social', 'chat', 'Links to your Facebook, YouTube, Instagram and website.'),
  agent('links', 'Links', 'home', 'Your application links: apply online and newsletter sign-up.'),
  agent(
    'seo',
    'SEO',
    'chart',
    'How your page appears in search results and link previews: title, description, keywords and image.',
  ),
  agent(
    'blog',
    'Blog',
    'file-text',
    "Your blog posts: write, edit and delete; new posts show 'Draft - Pending Approval' until approved.",
  ),
  agent('documents', 'Documents', 'briefcase', 'Upload and list your documents: PDF, Word files and images.'),
  agent('testimonials', 'Testimonials', 'star', 'Add testimonials from your clients and see which are approved.'),
  agent('leads', 'Leads', 'inbox', 'Your leads, newest first.'),
  agent('analytics', 'Analytics', 'bar-chart', 'Profile views, total leads, testimonials and your recent activity.'),
]

export function tabBySlug(tabs: readonly StaffTab[], slug: string): StaffTab {
  const tab = tabs.find((t) => t.slug === slug)
  if (!tab) throw new Error(`Unknown tab ${slug}`)
  return tab
}
