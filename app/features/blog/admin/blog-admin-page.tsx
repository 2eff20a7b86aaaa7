/**
 * The admin panel's Blog tab (spec 001 §2, §4, §5, §8; issue 14 §3; docs/decisions/074): every
 * post with its agent's name and Draft / Published; create and edit in a dialog (title, slug that
 * follows the title until edited, excerpt, content, featured image with upload progress, SEO
 * title / description with live counters, 'Publish immediately'); publish / unpublish; delete
 * after a confirmation. The server enforces each rule; the screen mirrors them.
 */
import { Portal } from '@ark-ui/react/portal'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { CountedTextField } from '#app/components/form/counted-text-field.tsx'
import { CheckboxRow, TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { percentOf, UploadPicker } from '#app/components/form/upload-picker.tsx'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ConfirmDeleteDialog } from '#app/components/ui/confirm-delete-dialog.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { PlusIcon } from '#app/components/ui/icons.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  adminPostsQueryOptions,
  deletePostMutation,
  savePostMutation,
  setPostPublicationMutation,
  uploadPostImageMutation,
} from '#app/data/admin-blog.ts'
import { ApiError } from '#app/lib/api-client.ts'
import {
  type AdminPost,
  adminPostWriteSchema,
  ADMIN_BLOG_MESSAGES as MSG,
  POST_CONTENT_MAX,
  POST_EXCERPT_MAX,
  POST_SLUG_INPUT_MAX,
  POST_TITLE_MAX,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from '#shared/schemas/admin-blog.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import { css } from '#styled-system/css'
import { BLANK_POST, formOf, type PostForm, requestOf, slugPreview, withSlug, withTitle } from './post-form'

type Field =
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'content'
  | 'featuredImageUrl'
  | 'metaTitle'
  | 'metaDescription'
  | 'isPublished'
type FieldErrors = Partial<Record<Field, string>>

/** The server's message when it sent one (the no-agent 409, a 404, …). */
const describe = (e: unknown) => (e instanceof ApiError ? e.message : undefined)

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
  const queryClient = useQueryClient()
  const [form, setForm] = useState<PostForm>(() => (post ? formOf(post) : BLANK_POST))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [progress, setProgress] = useState<number | null>(null)
  const [uploadNote, setUploadNote] = useState<string | null>(null)
  const save = useMutation({
    ...savePostMutation(queryClient),
    onSuccess: () => {
      toaster.success({ title: post ? MSG.updated : MSG.created })
      onClose()
    },
    onError: (e) => {
      toaster.error({ title: post ? MSG.saveFailed : MSG.createFailed, description: describe(e) })
      if (e instanceof ApiError && e.detail?.fields) setErrors(e.detail.fields as FieldErrors)
    },
  })
  const upload = useMutation({
    ...uploadPostImageMutation(),
    // Said inside the dialog, not as a toast: at 390 px a toast would cover the dialog's buttons.
    onSuccess: ({ url }) => {
      setForm((f) => ({ ...f, featuredImageUrl: url }))
      setErrors((x) => ({ ...x, featuredImageUrl: undefined }))
      setUploadNote(MSG.uploaded)
    },
    onError: (e) => {
      setErrors((x) => ({
        ...x,
        featuredImageUrl: `${MSG.uploadFailed}: ${describe(e) ?? 'check your connection and try again'}`,
      }))
      setUploadNote(null)
    },
  })
  /** A field's message stays until that field is edited. */
  const edit = (field: Field, next: (f: PostForm) => PostForm) => {
    setForm(next)
    setErrors((x) => (x[field] ? { ...x, [field]: undefined } : x))
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = adminPostWriteSchema.safeParse(requestOf(form))
    const errs = parsed.success ? {} : (toFieldErrors(parsed.error) as FieldErrors)
    setErrors(errs)
    if (parsed.success) save.mutate({ id: post?.id ?? null, input: requestOf(form) })
  }
  const heading = post ? 'Edit Post' : 'New Post'
  const address = slugPreview(form)
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={sheet}>
            <Dialog.Title>{heading}</Dialog.Title>
            <Dialog.Description>
              {post?.agentName && !post.adminCreated ? `Written by ${post.agentName}. ` : ''}Title, slug, excerpt and
              content are required.
            </Dialog.Description>
            <form onSubmit={submit} noValidate aria-label={heading}>
              <Dialog.Body className={css({ display: 'grid', gap: '4' })}>
                <TextRow
                  name="title"
                  label="Title"
                  required
                  maxLength={POST_TITLE_MAX}
                  value={form.title}
                  onChange={(v) => edit('title', (f) => withTitle(f, v))}
                  error={errors.title}
                />
                <TextRow
                  name="slug"
                  label="Slug"
                  required
                  maxLength={POST_SLUG_INPUT_MAX}
                  value={form.slug}
                  onChange={(v) => edit('slug', (f) => withSlug(f, v))}
                  error={errors.slug}
                  hint={
                    <>
                      {form.slugEdited ? 'Address: ' : 'Made from the title until you edit it. Address: '}
                      <span className={css({ fontFamily: 'mono', overflowWrap: 'anywhere' })}>
                        /blog/{address || '…'}
                      </span>{' '}
                      (a number is added if it is taken)
                    </>
                  }
                />
                <TextAreaRow
                  name="excerpt"
                  label="Excerpt"
                  required
                  rows={2}
                  maxLength={POST_EXCERPT_MAX}
                  value={form.excerpt}
                  onChange={(v) => edit('excerpt', (f) => ({ ...f, excerpt: v }))}
                  error={errors.excerpt}
                />
                <TextAreaRow
                  name="content"
                  label="Content"
                  required
                  rows={10}
                  maxLength={POST_CONTENT_MAX}
                  value={form.content}
                  onChange={(v) => edit('content', (f) => ({ ...f, content: v }))}
                  error={errors.content}
                />
                {/* biome-ignore lint/a11y/useSemanticElements: a labelled group inside a form's grid; a fieldset's legend breaks the grid layout */}
                <div role="group" aria-labelledby="post-image-label" className={css({ display: 'grid', gap: '2' })}>
                  <span
                    id="post-image-label"
                    className={css({ fontWeight: 'medium', textStyle: 'sm', color: 'fg.default' })}
                  >
                    Featured Image
                  </span>
                  {form.featuredImageUrl ? (
                    <img
                      src={
                        post?.featuredImageUrl === form.featuredImageUrl
                          ? (post.featuredImageSrc ?? form.featuredImageUrl)
                          : form.featuredImageUrl
                      }
                      // biome-ignore lint/a11y/noRedundantAlt: 'Featured image' is the field's name
                      alt="Featured image preview"
                      className={preview}
                    />
                  ) : null}
                  <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'start' })}>
                    <UploadPicker
                      label={form.featuredImageUrl ? 'Replace featured image' : 'Upload featured image'}
                      hint="JPEG, PNG or WebP, up to 5 MB."
                      accept="image/jpeg,image/png,image/webp"
                      progress={progress}
                      progressLabel="Uploading featured image"
                      onFile={(file) => {
                        setProgress(0)
                        setUploadNote(null)
                        upload.mutate(
                          { file, onProgress: (p) => setProgress(percentOf(p)) },
                          { onSettled: () => setProgress(null) },
                        )
                      }}
                    />
                    {form.featuredImageUrl ? (
                      <Button
                        type="button"
                        variant="ghost"
                        tone="danger"
                        size="sm"
                        onClick={() => {
                          edit('featuredImageUrl', (f) => ({ ...f, featuredImageUrl: '' }))
                          setUploadNote(null)
                        }}
                      >
                        Remove image
                      </Button>
                    ) : null}
                  </div>
                  <span role="status" className={css({ fontSize: 'sm', color: 'success.fg' })}>
                    {uploadNote}
                  </span>
                  {errors.featuredImageUrl ? (
                    <span role="alert" className={css({ fontSize: 'sm', color: 'danger.fg' })}>
                      {errors.featuredImageUrl}
                    </span>
                  ) : null}
                </div>
                <fieldset
                  className={css({
                    display: 'grid',
                    gap: '4',
                    borderTopWidth: '1px',
                    borderColor: 'border.subtle',
                    pt: '4',
                  })}
                >
                  <legend className={css({ fontWeight: 'semibold', color: 'fg.heading', mb: '2' })}>
                    SEO Settings
                  </legend>
                  <CountedTextField
                    name="metaTitle"
                    label="Meta Title"
                    max={SEO_TITLE_MAX}
                    value={form.metaTitle}
                    onChange={(v) => edit('metaTitle', (f) => ({ ...f, metaTitle: v }))}
                    error={errors.metaTitle}
                    hint="Shown as the title in search results."
                  />
                  <CountedTextField
                    name="metaDescription"
                    label="Meta Description"
                    multiline
                    max={SEO_DESCRIPTION_MAX}
                    value={form.metaDescription}
                    onChange={(v) => edit('metaDescription', (f) => ({ ...f, metaDescription: v }))}
                    error={errors.metaDescription}
                    hint="Shown under the title in search results."
                  />
                </fieldset>
                <CheckboxRow
                  name="isPublished"
                  label="Publish immediately"
                  checked={form.isPublished}
                  onChange={(v) => edit('isPublished', (f) => ({ ...f, isPublished: v }))}
                  error={errors.isPublished}
                />
              </Dialog.Body>
              <Dialog.Footer className={css({ flexWrap: 'wrap' })}>
                <Dialog.CloseTrigger asChild>
                  <Button type="button" variant="outline">
                    Cancel
                  </Button>
                </Dialog.CloseTrigger>
                <Button type="submit" loading={save.isPending} loadingText="Saving..." disabled={upload.isPending}>
                  {post ? 'Save Changes' : 'Create Post'}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function DeleteConfirmation({ post, onClose }: { post: AdminPost; onClose(): void }) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    ...deletePostMutation(queryClient),
    onSuccess: () => {
      toaster.success({ title: MSG.deleted })
      onClose()
    },
    onError: (e) => toaster.error({ title: MSG.deleteFailed, description: describe(e) }),
  })
  return (
    <ConfirmDeleteDialog
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete post?"
      description={`Are you sure you want to delete “${post.title}”? It is removed from the blog.`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(post.id)}
    />
  )
}

function PublishButton({ post }: { post: AdminPost }) {
  const queryClient = useQueryClient()
  const publication = useMutation({
    ...setPostPublicationMutation(queryClient),
    onSuccess: (p) => toaster.success({ title: p.isPublished ? MSG.published : MSG.unpublished }),
    onError: (e) => toaster.error({ title: MSG.updateFailed, description: describe(e) }),
  })
  const headingId = `post-${post.id}`
  return (
    <Button
      variant={post.isPublished ? 'outline' : 'solid'}
      size="sm"
      aria-describedby={headingId}
      loading={publication.isPending}
      loadingText={post.isPublished ? 'Unpublishing...' : 'Publishing...'}
      onClick={() => publication.mutate({ id: post.id, isPublished: !post.isPublished })}
    >
      {post.isPublished ? 'Unpublish' : 'Publish'}
    </Button>
  )
}

function PostCard({ post, onEdit, onDelete }: { post: AdminPost; onEdit(): void; onDelete(): void }) {
  const headingId = `post-${post.id}`
  const awaitingApproval = !post.isPublished && !post.adminCreated
  return (
    <Card.Root asChild>
      <li aria-labelledby={headingId}>
        {post.featuredImageSrc ? <img src={post.featuredImageSrc} alt="" loading="lazy" className={thumb} /> : null}
        <Card.Header>
          <div
            className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2' })}
          >
            <Card.Title asChild>
              <h3 id={headingId} className={css({ overflowWrap: 'anywhere' })}>
                {post.title}
              </h3>
            </Card.Title>
            <Badge tone={post.isPublished ? 'success' : 'warning'} className={css({ flexShrink: 0 })}>
              {post.isPublished ? 'Published' : 'Draft'}
            </Badge>
          </div>
        </Card.Header>
        <Card.Body className={css({ gap: '3', pb: '4' })}>
          <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{post.listExcerpt}</p>
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: '3',
              rowGap: '1',
              fontSize: 'sm',
              color: 'fg.muted',
              '& dt': { fontWeight: 'semibold' },
              '& dd': { overflowWrap: 'anywhere' },
            })}
          >
            <dt>Agent</dt>
            <dd>{post.agentName ?? 'None'}</dd>
            <dt>Address</dt>
            <dd>
              {post.isPublished ? (
                <a
                  href={`/blog/${encodeURIComponent(post.slug)}`}
                  target="_blank"
                  rel="noopener"
                  className={css({ color: 'accent.fg', textDecoration: 'underline' })}
                >
                  /blog/{post.slug}
                  <span className={css({ srOnly: true })}> (opens in a new tab)</span>
                </a>
              ) : (
                <span>/blog/{post.slug}</span>
              )}
            </dd>
            <dt>{post.isPublished ? 'Published on' : 'Created on'}</dt>
            <dd>
              <time dateTime={post.publishedAt ?? post.createdAt}>
                {formatDate(post.publishedAt ?? post.createdAt)}
              </time>
              {awaitingApproval ? ' · awaiting approval' : ''}
            </dd>
          </dl>
        </Card.Body>
        <Card.Footer
          className={css({ justifyContent: 'flex-start', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}
        >
          <PublishButton post={post} />
          <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={headingId}>
            Edit
          </Button>
          <Button variant="outline" tone="danger" size="sm" onClick={onDelete} aria-describedby={headingId}>
            Delete
          </Button>
        </Card.Footer>
      </li>
    </Card.Root>
  )
}

type Open = { kind: 'new' } | { kind: 'edit'; post: AdminPost } | { kind: 'delete'; post: AdminPost } | null

/** The admin Blog tab. */
export function BlogAdminPage() {
  const list = useQuery(adminPostsQueryOptions())
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  return (
    <section aria-labelledby="tab-blog">
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
          mb: '4',
        })}
      >
        <TabHeading id="tab-blog">Blog</TabHeading>
        <Button onClick={() => setOpen({ kind: 'new' })}>
          <PlusIcon />
          New Post
        </Button>
      </div>
      {list.isPending ? (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
          <Spinner label="Loading blog posts" />
        </div>
      ) : list.isError ? (
        <div
          role="alert"
          className={css({ color: 'danger.fg', display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
        >
          {MSG.fetchFailed}
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          No blog posts yet. Write the first one, or publish one an agent submits.
        </p>
      ) : (
        <ul
          aria-label="Blog posts"
          className={css({
            listStyle: 'none',
            display: 'grid',
            gap: '4',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
          })}
        >
          {list.data.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              onEdit={() => setOpen({ kind: 'edit', post })}
              onDelete={() => setOpen({ kind: 'delete', post })}
            />
          ))}
        </ul>
      )}
      {open?.kind === 'new' || open?.kind === 'edit' ? (
        <PostDialog post={open.kind === 'edit' ? open.post : null} onClose={close} />
      ) : null}
      {open?.kind === 'delete' ? <DeleteConfirmation post={open.post} onClose={close} /> : null}
    </section>
  )
}

const thumb = css({ w: 'full', aspectRatio: '16 / 9', objectFit: 'cover', roundedTop: 'lg', bg: 'bg.subtle' })
const preview = css({
  w: 'full',
  maxW: 'sm',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'md',
  bg: 'bg.subtle',
})
const sheet = css({ maxH: '[calc(100dvh - 2rem)]', overflowY: 'auto', mx: '2' })
