import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client';
import { checkAvatarFile } from '../../lib/dashboard';
import { MAX_AVATAR_BYTES } from '../../lib/limits';
import { megabytes } from '../../lib/number-words';
import { AVATAR_UPLOAD, prepareUpload } from '../../lib/upload-image';
import type { AuthUserView, ForwardingAddressView } from '../../lib/types';
import { toastProblem, toastSuccess } from '../../stores/toast';
import { TextField } from '../../ui/TextField';
import { Avatar } from './Avatar';
import { ForwardingCard } from './ForwardingCard';
import { ProfileNameField } from './ProfileNameField';
import { checkProfileName, saveProfileName } from './profile-name';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = {
  user: AuthUserView;
  onUserChange: (user: AuthUserView) => void;
  forwarding: ForwardingAddressView;
  onForwardingChange: (next: ForwardingAddressView) => void;
};

const UPLOAD_FAILED = { title: 'Upload Failed', description: 'Failed to upload profile picture. Please try again.' };

/** upload-url → PUT the picture → complete; the answer is the updated user. */
async function uploadAvatar(file: Blob): Promise<AuthUserView> {
  const { uploadUrl, key } = await apiRequest<{ uploadUrl: string; key: string }>('POST', '/api/users/avatar/upload-url', {
    contentType: file.type,
    size: file.size,
  });
  const res = await fetch(uploadUrl, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText, res.headers);
  return apiRequest<AuthUserView>('POST', '/api/users/avatar/complete', { key });
}

/** Tab Settings: picture, name and email, sign-in method, preferences. */
export default function SettingsTab({ user, onUserChange, forwarding, onForwardingChange }: Props) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [saving, setSaving] = useState(false);
  const [nameErrors, setNameErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const nameChanged = firstName.trim() !== (user.firstName ?? '') || lastName.trim() !== (user.lastName ?? '');

  async function pick(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file, MAX_AVATAR_BYTES);
    if (problem) {
      toastProblem(problem.title, problem.description);
      return;
    }
    setUploading(true);
    try {
      // A large photo goes at a size that still fills the picture; one the browser cannot read
      // goes as it is, and the server says what is wrong with it.
      const image = await prepareUpload(file, AVATAR_UPLOAD).catch(() => file);
      onUserChange(await uploadAvatar(image));
      toastSuccess('Profile Picture Updated');
    } catch (error) {
      // The server's words for a refused file; UPLOAD_FAILED's otherwise.
      const refused = error instanceof ApiError && error.status === 400;
      toastProblem(UPLOAD_FAILED.title, refused ? errorMessage(error, UPLOAD_FAILED.description) : UPLOAD_FAILED.description);
    } finally {
      setUploading(false);
    }
  }

  async function saveName(e: SubmitEvent) {
    e.preventDefault();
    const checked = checkProfileName(firstName, lastName);
    if (!checked.ok) {
      setNameErrors(checked.errors);
      return;
    }
    setSaving(true);
    const updated = await saveProfileName(checked.data.firstName, checked.data.lastName ?? '');
    setSaving(false);
    if (!updated) return;
    onUserChange(updated);
    setFirstName(updated.firstName ?? '');
    setLastName(updated.lastName ?? '');
    toastSuccess('Profile updated');
  }

  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <section className="card self-start p-5 sm:p-6 lg:col-span-2" aria-labelledby={`${id}-profile`}>
        <h2 id={`${id}-profile`} className="text-lg font-bold tracking-tight">
          Profile
        </h2>
        <div className="mt-4 flex items-center gap-4">
          <Avatar user={user} className="flex h-20 w-20 text-2xl" />
          <div>
            <input
              ref={fileInput}
              id={`${id}-avatar`}
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
            <label htmlFor={`${id}-avatar`} className={`btn-secondary cursor-pointer ${uploading ? 'pointer-events-none opacity-60' : ''}`}>
              {uploading ? 'Uploading...' : 'Change Picture'}
            </label>
            <p className="mt-1.5 text-xs text-ink-muted">Any image up to {megabytes(MAX_AVATAR_BYTES)} MB.</p>
          </div>
        </div>
        <form className="mt-6 grid gap-4 sm:grid-cols-2" onSubmit={(e) => void saveName(e)} noValidate>
          <ProfileNameField
            id={`${id}-first`}
            part="first"
            value={firstName}
            error={nameErrors.firstName}
            onValue={(value) => {
              setFirstName(value);
              setNameErrors(({ lastName }) => ({ lastName }));
            }}
          />
          <ProfileNameField
            id={`${id}-last`}
            part="last"
            value={lastName}
            error={nameErrors.lastName}
            onValue={(value) => {
              setLastName(value);
              setNameErrors(({ firstName }) => ({ firstName }));
            }}
          />
          <div className="sm:col-span-2">
            <TextField id={`${id}-email`} label="Email" value={user.email} readOnly disabled />
          </div>
          <div className="sm:col-span-2 flex justify-end">
            <button type="submit" className="btn-primary" disabled={!nameChanged || saving}>
              {saving ? 'Saving...' : 'Save Name'}
            </button>
          </div>
        </form>
      </section>

      <div className="grid content-start gap-5">
        <section className="card p-5 sm:p-6" aria-labelledby={`${id}-method`}>
          <h2 id={`${id}-method`} className="text-lg font-bold tracking-tight">
            Sign-in method
          </h2>
          <div className="mt-3 flex items-start gap-3 rounded-xl bg-brand-50 p-3">
            <Icon icon={icons.envelope} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <div className="min-w-0">
              <p className="font-semibold">Email link</p>
              <p className="text-sm break-words text-ink-soft">A one-time sign-in link is sent to {user.email}.</p>
            </div>
          </div>
        </section>
        <ForwardingCard forwarding={forwarding} onChange={onForwardingChange} />
        <section className="card p-5 sm:p-6" aria-labelledby={`${id}-prefs`}>
          <h2 id={`${id}-prefs`} className="text-lg font-bold tracking-tight">
            Preferences
          </h2>
          <p className="mt-2 text-sm text-ink-soft">Preference settings coming soon</p>
        </section>
      </div>
    </div>
  );
}
