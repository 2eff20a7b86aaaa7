/**
 * The admin panel's Blog tab (docs/decisions/074): every post with its agent's name and Draft /
 * Published; create and edit in a dialog (title, slug that follows the title until edited,
 * excerpt, content, featured image with upload progress, SEO title / description with live
 * counters, 'Publish immediately'); publish / unpublish; delete after a confirmation. The server
 * enforces each rule; the screen mirrors them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CheckboxRow, TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { FeaturedImageField, useImageUpload } from '#app/components/form/image-field.tsx'
import { SeoFieldset } from '#app/components/form/seo-fields.tsx'
import { CrudScreen } from '#app/components/screen/crud-screen.tsx'
import { DeleteConfirmation } from '#app/components/screen/delete-confirmation.tsx'
import { FormDialog } from '#app/components/screen/form-dialog.tsx'
import { CardList, RecordCard } from '#app/components/screen/record-card.tsx'
import { RowActions } from '#app/components/screen/staff-screen.tsx'
import { serverMessage, useSaveForm } from '#app/components/screen/use-edit-form.ts'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  adminPostsQueryOptions,
  deletePostMutation,
  savePostMutation,
  setPostPublicationMutation,
  uploadPostImageMutation,
} from '#app/data/admin-blog.ts'
import {
  type AdminPost,
  adminPostWriteSchema,
  ADMIN_BLOG_MESSAGES as MSG,
  POST_CONTENT_MAX,
  POST_EXCERPT_MAX,
  POST_SLUG_INPUT_MAX,
  POST_TITLE_MAX,
} from '#shared/schemas/admin-blog.ts'
import { css } from '#styled-system/css'
import { BLANK_POST, formOf, type PostForm, requestOf, slugPreview, withSlug, withTitle } from './post-form'

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-CA', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/Toronto',
  })
}

/** Create (no post) or edit (a post) in one dialog, mounted while open. */
function PostDialog({ post, onClose }: { post: AdminPost | null; onClose(): void }) {
  const { form, setForm, set, field, checkbox, errors, setErrors, check, save } = useSaveForm(
    post ? formOf(post) : BLANK_POST,
    savePostMutation(useQueryClient()),
    { saved: post ? MSG.updated : MSG.created, failed: post ? MSG.saveFailed : MSG.createFailed },
    { onSaved: onClose },
  )
  const image = useImageUpload(uploadPostImageMutation(), set('featuredImageUrl'), (message) =>
    setErrors((x) => ({ ...x, featuredImageUrl: message })),
  )
  /** The title and the slug move together (the slug follows the title until it is typed in). */
  const edit = (field: 'title' | 'slug', next: (f: PostForm) => PostForm) => {
    setForm(next)
    setErrors((x) => (x[field] ? { ...x, [field]: undefined } : x))
  }
  const submit = () => {
    if (check(adminPostWriteSchema, requestOf(form))) save.mutate({ id: post?.id ?? null, input: requestOf(form) })
  }
  const address = slugPreview(form)
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      size="lg"
      title={post ? 'Edit Post' : 'New Post'}
      description={`${post?.agentName && !post.adminCreated ? `Written by ${post.agentName}. ` : ''}Title, slug, excerpt and content are required.`}
      submitLabel={post ? 'Save Changes' : 'Create Post'}
      pending={save.isPending}
      submitDisabled={image.pending}
      errors={errors}
      onSubmit={submit}
    >
      <TextRow
        label="Title"
        required
        maxLength={POST_TITLE_MAX}
        {...field('title')}
        onChange={(v) => edit('title', (f) => withTitle(f, v))}
      />
      <TextRow
        label="Slug"
        required
        maxLength={POST_SLUG_INPUT_MAX}
        {...field('slug')}
        onChange={(v) => edit('slug', (f) => withSlug(f, v))}
        hint={
          <>
            {form.slugEdited ? 'Address: ' : 'Made from the title until you edit it. Address: '}
            <span className={css({ fontFamily: 'mono', overflowWrap: 'anywhere' })}>/blog/{address || '…'}</span> (a
            number is added if it is taken)
          </>
        }
      />
      <TextAreaRow label="Excerpt" required rows={2} maxLength={POST_EXCERPT_MAX} {...field('excerpt')} />
      <TextAreaRow label="Content" required rows={10} maxLength={POST_CONTENT_MAX} {...field('content')} />
      <FeaturedImageField
        field={field('featuredImageUrl')}
        image={image}
        // A saved image is shown from where the server serves it; a new upload from its own address.
        previewSrc={post?.featuredImageUrl === form.featuredImageUrl ? (post.featuredImageSrc ?? undefined) : undefined}
      />
      <SeoFieldset
        title={field('metaTitle')}
        description={field('metaDescription')}
        hints={{
          title: 'Shown as the title in search results.',
          description: 'Shown under the title in search results.',
        }}
      />
      <CheckboxRow label="Publish immediately" {...checkbox('isPublished')} />
    </FormDialog>
  )
}

function PublishButton({ post }: { post: AdminPost }) {
  const queryClient = useQueryClient()
  const publication = useMutation({
    ...setPostPublicationMutation(queryClient),
    onSuccess: (p) => toaster.success({ title: p.isPublished ? MSG.published : MSG.unpublished }),
    onError: (e) => toaster.error({ title: MSG.updateFailed, description: serverMessage(e) }),
  })
  return (
    <Button
      variant={post.isPublished ? 'outline' : 'solid'}
      size="sm"
      aria-describedby={`post-${post.id}`}
      loading={publication.isPending}
      loadingText={post.isPublished ? 'Unpublishing…' : 'Publishing…'}
      onClick={() => publication.mutate({ id: post.id, isPublished: !post.isPublished })}
    >
      {post.isPublished ? 'Unpublish' : 'Publish'}
    </Button>
  )
}

function PostAddress({ post }: { post: AdminPost }) {
  if (!post.isPublished) return <span>/blog/{post.slug}</span>
  return (
    <a
      href={`/blog/${encodeURIComponent(post.slug)}`}
      target="_blank"
      rel="noopener"
      className={css({ color: 'accent.fg', textDecoration: 'underline' })}
    >
      /blog/{post.slug}
      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
    </a>
  )
}

/** The admin Blog tab. */
export function BlogAdminPage() {
  const list = useQuery(adminPostsQueryOptions())
  const queryClient = useQueryClient()
  return (
    <CrudScreen
      id="tab-blog"
      title="Blog"
      addLabel="New Post"
      list={list}
      states={{
        loading: 'Loading blog posts…',
        error: MSG.fetchFailed,
        empty: 'No blog posts yet. Write the first one, or publish one an agent submits.',
      }}
      editor={(post, onClose) => <PostDialog post={post} onClose={onClose} />}
      deletion={(post, onClose) => (
        <DeleteConfirmation
          title="Delete post?"
          description={`Are you sure you want to delete “${post.title}”? It is removed from the blog.`}
          mutation={deletePostMutation(queryClient)}
          variables={post.id}
          deleted={MSG.deleted}
          failed={MSG.deleteFailed}
          onClose={onClose}
        />
      )}
    >
      {(posts, crud) => (
        <CardList label="Blog posts">
          {posts.map((post) => (
            <RecordCard
              key={post.id}
              id={`post-${post.id}`}
              title={post.title}
              badge={
                <Badge tone={post.isPublished ? 'success' : 'warning'} className={css({ flexShrink: 0 })}>
                  {post.isPublished ? 'Published' : 'Draft'}
                </Badge>
              }
              media={
                post.featuredImageSrc ? (
                  <img src={post.featuredImageSrc} alt="" loading="lazy" className={thumb} />
                ) : null
              }
              details={{
                Agent: post.agentName ?? 'None',
                Address: <PostAddress post={post} />,
                [post.isPublished ? 'Published on' : 'Created on']: (
                  <>
                    <time dateTime={post.publishedAt ?? post.createdAt}>
                      {formatDate(post.publishedAt ?? post.createdAt)}
                    </time>
                    {!post.isPublished && !post.adminCreated ? ' · awaiting approval' : ''}
                  </>
                ),
              }}
              actions={
                <>
                  <PublishButton post={post} />
                  <RowActions name={post.title} onEdit={() => crud.edit(post)} onDelete={() => crud.remove(post)} />
                </>
              }
            >
              <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{post.listExcerpt}</p>
            </RecordCard>
          ))}
        </CardList>
      )}
    </CrudScreen>
  )
}

const thumb = css({ w: 'full', aspectRatio: '16 / 9', objectFit: 'cover', roundedTop: 'lg', bg: 'bg.subtle' })
