/** The FAQ tab's placeholders, toasts and error fallbacks, said once for the admin FAQ tools. */
export const FAQ_TEXT = {
  questionPlaceholder: 'Question *',
  answerPlaceholder: 'Answer (press Enter to save, Shift+Enter for new line) *',
  confirmDelete: 'Are you sure you want to delete this FAQ?',
  created: 'FAQ created successfully!',
  updated: 'FAQ updated successfully!',
  deleted: 'FAQ deleted successfully!',
  reordered: 'FAQs reordered successfully!',
  createFailed: 'Failed to create FAQ. Please try again.',
  updateFailed: 'Failed to update FAQ. Please try again.',
  deleteFailed: 'Failed to delete FAQ. Please try again.',
  saveFailed: 'Failed to save FAQ. Please try again.',
  reorderFailed: 'Failed to reorder FAQs. Reverted to previous order.',
} as const;
