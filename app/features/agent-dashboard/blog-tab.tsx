import { Portal } from '@ark-ui/react/portal'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { percentOf, UploadPicker } from '#app/components/form/upload-picker.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  deleteMyPostMutation,
  myPostsQueryOptions,
  saveMyPostMutation,
  uploadBlogImageMutation,
} from '#app/data/agent-content.ts'
import { ApiError } from '#app/lib/api-client.ts'
import {
  type AgentPostWriteInput,
  type MyPost,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'
import { postExcerpt, postStatusLabel, shortDate } from './content-format'
import { TabError, TabLoading } from './profile-tab'

/** Texts of the blog tab: the spec's blog catalogue (spec 001 §8); the rest in docs/decisions/065. */
export const BLOG_TEXT = {
  fetchFailed: 'Failed to fetch blog posts',
  created: 'Post created',
  updated: 'Post updated',
  saveFailed: 'Failed to save post',
  deleted: 'Post deleted!',
  deleteFailed: 'Failed to delete post',
  uploaded: 'Uploaded',
  uploadFailed: 'Upload failed',
  needsApproval: 'An admin approves your post before it is published.',
  /** An agent's edit returns the post to a draft (worker/domain/agent-dashboard.ts updateMyPost, decision 047). */
  editPublished: 'Saving changes takes this post off your page until an admin approves it again.',
  empty: 'You have not written any posts yet. Your first one is a click away.',
  confirmDelete: (title: string) => `Delete “${title}”? This cannot be undone.`,
} as const

type Form = {
  title: string
  slug: string
  excerpt: string
  content: string
  featuredImageUrl: string
  metaTitle: string
  metaDescription: string
}
type Errors = Partial<Record<keyof Form, string>>
const FIELDS = ['title', 'slug', 'excerpt', 'content', 'featuredImageUrl', 'metaTitle', 'metaDescription'] as const

const blank: Form = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImageUrl: '',
  metaTitle: '',
  metaDescription: '',
}
const fromPost = (p: MyPost): Form => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt ?? '',
  content: p.content,
  featuredImageUrl: p.featuredImageUrl ?? '',
  metaTitle: p.metaTitle ?? '',
  metaDescription: p.metaDescription ?? '',
})
const orNull = (v: string) => (v.trim() === '' ? null : v.trim())
const toJson = (f: Form): AgentPostWriteInput => ({
  title: f.title,
  slug: orNull(f.slug),
  excerpt: orNull(f.excerpt),
  content: f.content,
  featuredImageUrl: orNull(f.featuredImageUrl),
  metaTitle: orNull(f.metaTitle),
  metaDescription: orNull(f.metaDescription),
})

/** The field messages of a 400 that this form shows (others go to the toast only). */
function fieldErrors(e: unknown): Errors {
  if (!(e instanceof ApiError) || !e.detail?.fields) return {}
  const out: Errors = {}
  for (const key of FIELDS) if (e.detail.fields[key]) out[key] = e.detail.fields[key]
  return out
}

/** The Blog tab: the agent's own posts, new / edit in a dialog, delete with confirmation. */
export function BlogTab() {
  const posts = useQuery(myPostsQueryOptions())
  const [editing, setEditing] = useState<MyPost | 'new' | null>(null)
  const remove = useMutation({
    ...deleteMyPostMutation(),
    onSuccess: () => toaster.success({ title: BLOG_TEXT.deleted }),
    onError: (e) =>
      toaster.error({ title: BLOG_TEXT.deleteFailed, description: e instanceof ApiError ? e.message : undefined }),
  })
  return (
    <div className={css({ display: 'grid', gap: '5', maxW: '4xl' })}>
      <div>
        <Button onClick={() => setEditing('new')}>New Post</Button>
      </div>
      {posts.isPending ? (
        <TabLoading label="Loading your posts" />
      ) : posts.isError ? (
        <TabError message={BLOG_TEXT.fetchFailed} retry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{BLOG_TEXT.empty}</p>
      ) : (
        <ul aria-label="Your posts" className={css({ display: 'grid', gap: '3' })}>
          {posts.data.map((post) => (
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
                  <div
                    className={css({
                      display: 'flex',
                      gap: '2',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      fontSize: 'sm',
                      color: 'fg.muted',
                    })}
                  >
                    <Badge tone={post.isPublished ? 'success' : 'warning'}>{postStatusLabel(post)}</Badge>
                    <span>{shortDate(post.publishedAt ?? post.createdAt)}</span>
                  </div>
                  <p className={css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
                    {postExcerpt(post)}
                  </p>
                  <div className={css({ display: 'flex', gap: '2', mt: '1' })}>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(post)}
                      aria-label={`Edit ${post.title}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      tone="danger"
                      aria-label={`Delete ${post.title}`}
                      loading={remove.isPending && remove.variables === post.id}
                      onClick={() => {
                        if (window.confirm(BLOG_TEXT.confirmDelete(post.title))) remove.mutate(post.id)
                      }}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <PostDialog post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  )
}

function PostDialog({ post, onClose }: { post: MyPost | null; onClose(): void }) {
  const [form, setForm] = useState<Form>(() => (post ? fromPost(post) : blank))
  const [errors, setErrors] = useState<Errors>({})
  const [progress, setProgress] = useState<number | null>(null)
  const [uploadNote, setUploadNote] = useState<string | null>(null)
  const save = useMutation({
    ...saveMyPostMutation(),
    onSuccess: () => {
      toaster.success({ title: post ? BLOG_TEXT.updated : BLOG_TEXT.created })
      onClose()
    },
    onError: (e) => {
      setErrors(fieldErrors(e))
      toaster.error({ title: BLOG_TEXT.saveFailed, description: e instanceof ApiError ? e.message : undefined })
    },
  })
  const upload = useMutation({
    ...uploadBlogImageMutation(),
    // Said inside the dialog (not a toast): at 390 px a toast would cover the dialog's buttons.
    onSuccess: ({ url }) => {
      setForm((f) => ({ ...f, featuredImageUrl: url }))
      setErrors((e) => ({ ...e, featuredImageUrl: undefined }))
      setUploadNote(BLOG_TEXT.uploaded)
    },
    onError: (e) => {
      const reason = e instanceof ApiError ? e.message : 'Check your connection and try again'
      setErrors((x) => ({ ...x, featuredImageUrl: `${BLOG_TEXT.uploadFailed}: ${reason}` }))
      setUploadNote(null)
    },
  })
  const set = (key: keyof Form) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.currentTarget.value
    setForm((f) => ({ ...f, [key]: value }))
    // A message stays until its field is edited, then it is the field's new value that counts.
    setErrors((x) => (x[key] ? { ...x, [key]: undefined } : x))
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const missing: Errors = {}
    if (form.title.trim() === '') missing.title = 'Title is required'
    if (form.content.trim() === '') missing.content = 'Content is required'
    if (missing.title || missing.content) {
      setErrors(missing)
      return
    }
    save.mutate({ id: post?.id ?? null, json: toJson(form) })
  }
  const heading = post ? 'Edit Post' : 'New Post'
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={sheet}>
            <Dialog.Title>{heading}</Dialog.Title>
            <Dialog.Description>
              {post?.isPublished ? BLOG_TEXT.editPublished : BLOG_TEXT.needsApproval}
            </Dialog.Description>
            <form
              onSubmit={submit}
              noValidate
              aria-label={heading}
              className={css({ display: 'grid', gap: '4', mt: '4' })}
            >
              <Field.Root required invalid={!!errors.title}>
                <Field.Label>
                  Title
                  <Field.RequiredIndicator />
                </Field.Label>
                <Field.Input value={form.title} onChange={set('title')} maxLength={200} />
                <Field.ErrorText>{errors.title}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.slug}>
                <Field.Label>Slug</Field.Label>
                <Field.Input
                  value={form.slug}
                  onChange={set('slug')}
                  maxLength={200}
                  autoCapitalize="none"
                  spellCheck={false}
                />
                <Field.HelperText>Made from the title when left empty.</Field.HelperText>
                <Field.ErrorText>{errors.slug}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.excerpt}>
                <Field.Label>Excerpt</Field.Label>
                <Field.Textarea value={form.excerpt} onChange={set('excerpt')} maxLength={500} rows={2} />
                <Field.ErrorText>{errors.excerpt}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={!!errors.content}>
                <Field.Label>
                  Content
                  <Field.RequiredIndicator />
                </Field.Label>
                <Field.Textarea value={form.content} onChange={set('content')} maxLength={50_000} rows={8} />
                <Field.ErrorText>{errors.content}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.featuredImageUrl}>
                <Field.Label asChild>
                  <span>Featured Image</span>
                </Field.Label>
                {form.featuredImageUrl ? (
                  // biome-ignore lint/a11y/noRedundantAlt: 'Featured image' is the field's name
                  <img src={form.featuredImageUrl} alt="Featured image preview" className={preview} />
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
                        setForm((f) => ({ ...f, featuredImageUrl: '' }))
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
                <Field.ErrorText>{errors.featuredImageUrl}</Field.ErrorText>
              </Field.Root>
              <fieldset
                className={css({
                  display: 'grid',
                  gap: '4',
                  borderTopWidth: '1px',
                  borderColor: 'border.subtle',
                  pt: '4',
                })}
              >
                <legend className={css({ fontWeight: 'semibold', color: 'fg.heading', mb: '2' })}>SEO Settings</legend>
                <Field.Root invalid={!!errors.metaTitle}>
                  <Field.Label>Meta Title</Field.Label>
                  <Field.Input value={form.metaTitle} onChange={set('metaTitle')} maxLength={SEO_TITLE_MAX} />
                  <Field.HelperText>
                    {form.metaTitle.length}/{SEO_TITLE_MAX}
                  </Field.HelperText>
                  <Field.ErrorText>{errors.metaTitle}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.metaDescription}>
                  <Field.Label>Meta Description</Field.Label>
                  <Field.Textarea
                    value={form.metaDescription}
                    onChange={set('metaDescription')}
                    maxLength={SEO_DESCRIPTION_MAX}
                    rows={3}
                  />
                  <Field.HelperText>
                    {form.metaDescription.length}/{SEO_DESCRIPTION_MAX}
                  </Field.HelperText>
                  <Field.ErrorText>{errors.metaDescription}</Field.ErrorText>
                </Field.Root>
              </fieldset>
              <Dialog.Footer className={css({ flexWrap: 'wrap' })}>
                <Dialog.CloseTrigger asChild>
                  <Button type="button" variant="outline">
                    Cancel
                  </Button>
                </Dialog.CloseTrigger>
                <Button type="submit" loading={save.isPending} loadingText="Saving..." disabled={upload.isPending}>
                  Save Post
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

const rowCard = css({
  display: 'grid',
  gap: '4',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  bg: 'bg.default',
})
const rowCardWithImage = `${rowCard} ${css({ gridTemplateColumns: { sm: '8rem 1fr' } })}`
const thumb = css({ w: 'full', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle' })
const preview = css({
  w: 'full',
  maxW: 'sm',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'md',
  bg: 'bg.subtle',
})
const sheet = css({ maxH: '[calc(100dvh - 2rem)]', overflowY: 'auto', mx: '2' })
