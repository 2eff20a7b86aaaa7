import { useQuery } from '@tanstack/react-query'
import { TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { FeaturedImageField, useImageUpload } from '#app/components/form/image-field.tsx'
import { SeoFieldset } from '#app/components/form/seo-fields.tsx'
import { CrudScreen } from '#app/components/screen/crud-screen.tsx'
import { DeleteConfirmation } from '#app/components/screen/delete-confirmation.tsx'
import { FormDialog } from '#app/components/screen/form-dialog.tsx'
import { RowActions } from '#app/components/screen/staff-screen.tsx'
import { useSaveForm } from '#app/components/screen/use-edit-form.ts'
import { Badge } from '#app/components/ui/badge.tsx'
import { surface } from '#app/components/ui/styles.ts'
import {
  deleteMyPostMutation,
  myPostsQueryOptions,
  saveMyPostMutation,
  uploadBlogImageMutation,
} from '#app/data/agent-content.ts'
import type { MyPost } from '#shared/schemas/agent-dashboard.ts'
import { css, cx } from '#styled-system/css'
import { postExcerpt, postStatusLabel, shortDate } from './content-format'
import { orNull } from './profile-tab'

/** Texts of the blog tab: the blog catalogue's toasts; the rest in docs/decisions/065. */
export const BLOG_TEXT = {
  fetchFailed: 'Failed to fetch blog posts',
  created: 'Post created',
  updated: 'Post updated',
  saveFailed: 'Failed to save post',
  deleted: 'Post deleted!',
  deleteFailed: 'Failed to delete post',
  needsApproval: 'An admin approves your post before it is published.',
  /** An agent's edit returns the post to a draft (worker/domain/agent-dashboard.ts updateMyPost, decision 047). */
  editPublished: 'Saving changes takes this post off your page until an admin approves it again.',
  empty: 'You have not written any posts yet. Your first one is a click away.',
  confirmDelete: (title: string) => `Delete “${title}”? This cannot be undone.`,
} as const

/** The Blog tab: the agent's own posts, new / edit in a dialog, delete with confirmation. */
export function BlogTab() {
  const posts = useQuery(myPostsQueryOptions())
  return (
    <CrudScreen
      id="tab-blog"
      title="Blog"
      addLabel="New Post"
      list={posts}
      states={{ loading: 'Loading your posts…', error: BLOG_TEXT.fetchFailed, empty: BLOG_TEXT.empty }}
      editor={(post, onClose) => <PostDialog post={post} onClose={onClose} />}
      deletion={(post, onClose) => (
        <DeleteConfirmation
          title="Delete post?"
          description={BLOG_TEXT.confirmDelete(post.title)}
          mutation={deleteMyPostMutation()}
          variables={post.id}
          deleted={BLOG_TEXT.deleted}
          failed={BLOG_TEXT.deleteFailed}
          onClose={onClose}
        />
      )}
    >
      {(rows, crud) => (
        <ul aria-label="Your posts" className={css({ display: 'grid', gap: '3', maxW: '4xl' })}>
          {rows.map((post) => (
            <li key={post.id}>
              <article
                aria-labelledby={`post-${post.id}`}
                className={post.featuredImageUrl ? rowCardWithImage : rowCard}
              >
                {post.featuredImageUrl ? <img src={post.featuredImageUrl} alt="" className={thumb} /> : null}
                <div className={css({ display: 'grid', gap: '1.5', minW: '0' })}>
                  <h3
                    id={`post-${post.id}`}
                    className={css({ fontWeight: 'semibold', color: 'fg.heading', overflowWrap: 'anywhere' })}
                  >
                    {post.title}
                  </h3>
                  <div className={meta}>
                    <Badge tone={post.isPublished ? 'success' : 'warning'}>{postStatusLabel(post)}</Badge>
                    <span>{shortDate(post.publishedAt ?? post.createdAt)}</span>
                  </div>
                  <p className={css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
                    {postExcerpt(post)}
                  </p>
                  <RowActions name={post.title} onEdit={() => crud.edit(post)} onDelete={() => crud.remove(post)} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </CrudScreen>
  )
}

function PostDialog({ post, onClose }: { post: MyPost | null; onClose(): void }) {
  const { form, set, field, errors, setErrors, save } = useSaveForm(
    {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      excerpt: post?.excerpt ?? '',
      content: post?.content ?? '',
      featuredImageUrl: post?.featuredImageUrl ?? '',
      metaTitle: post?.metaTitle ?? '',
      metaDescription: post?.metaDescription ?? '',
    },
    saveMyPostMutation(),
    { saved: post ? BLOG_TEXT.updated : BLOG_TEXT.created, failed: BLOG_TEXT.saveFailed },
    { onSaved: onClose },
  )
  const image = useImageUpload(uploadBlogImageMutation(), set('featuredImageUrl'), (message) =>
    setErrors((x) => ({ ...x, featuredImageUrl: message })),
  )
  const submit = () => {
    const missing = {
      title: form.title.trim() === '' ? 'Title is required' : undefined,
      content: form.content.trim() === '' ? 'Content is required' : undefined,
    }
    if (missing.title || missing.content) return setErrors(missing)
    save.mutate({
      id: post?.id ?? null,
      json: {
        title: form.title,
        slug: orNull(form.slug),
        excerpt: orNull(form.excerpt),
        content: form.content,
        featuredImageUrl: orNull(form.featuredImageUrl),
        metaTitle: orNull(form.metaTitle),
        metaDescription: orNull(form.metaDescription),
      },
    })
  }
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      size="lg"
      title={post ? 'Edit Post' : 'New Post'}
      description={post?.isPublished ? BLOG_TEXT.editPublished : BLOG_TEXT.needsApproval}
      submitLabel="Save Post"
      pending={save.isPending}
      submitDisabled={image.pending}
      errors={errors}
      onSubmit={submit}
    >
      <TextRow label="Title" required maxLength={200} {...field('title')} />
      <TextRow label="Slug" maxLength={200} hint="Made from the title when left empty." {...field('slug')} />
      <TextAreaRow label="Excerpt" rows={2} maxLength={500} {...field('excerpt')} />
      <TextAreaRow label="Content" required rows={8} maxLength={50_000} {...field('content')} />
      <FeaturedImageField field={field('featuredImageUrl')} image={image} />
      <SeoFieldset title={field('metaTitle')} description={field('metaDescription')} />
    </FormDialog>
  )
}

const rowCard = cx(surface.tile, css({ display: 'grid', gap: '4', p: '4' }))
const rowCardWithImage = `${rowCard} ${css({ gridTemplateColumns: { sm: '8rem 1fr' } })}`
const thumb = css({ w: 'full', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle' })
/** A record's small muted line of badges, figures and dates (a post's, a document's). */
export const meta = css({
  display: 'flex',
  gap: '2',
  flexWrap: 'wrap',
  alignItems: 'center',
  fontSize: 'sm',
  color: 'fg.muted',
})
