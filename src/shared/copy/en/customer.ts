// The customer's own area: dashboard, profile, account deletion (docs/product.md §2, §8).
export const customer = {
  dashboard: {
    notAuthenticated: 'User is not authenticated.',
    fetchFailed: 'An error occurred while fetching customer data.',
    deletePhoneFailed: 'Failed to delete phone number. Please try again.',
    addPhoneFailed: 'Failed to add phone number. Please try again.',
    /** Not in the spec: the answer to deleting the primary (earliest) number (409 PHONE_PRIMARY). */
    primaryPhoneNotDeletable: 'Your primary number cannot be deleted.',
    /** Not in the spec: a number that is not on this account (404 PHONE_NOT_FOUND). */
    phoneNotOnAccount: 'This phone number is not on your account.',
    primary: 'Primary',
    addPhone: 'Add a Phone Number',
    purchaseMoreCredits: 'Purchase More Credits',
    editProfile: 'Edit Profile',
    lastPromoCodeWon: 'Last Promo Code Won',
    deleteAccount: 'Delete My Account',
    purchaseHistory: {
      date: 'Date',
      package: 'Package',
      minutes: 'Minutes',
      amount: 'Amount',
      orderId: 'Order ID',
    },
    usageHistory: {
      date: 'Date',
      minutesUsed: 'Minutes Used',
      callDuration: 'Call Duration (minutes)',
    },
  },
  profile: {
    nameRequired: 'Please enter your name.',
    nameTooLong: 'Your name must not exceed 80 characters.',
    birthDateInvalid: 'Please enter a valid date of birth.',
    birthDateInFuture: 'Your date of birth must be in the past.',
    tooYoung: 'You must be 18 or older to use this service.',
    /**
     * The email-notifications checkbox, naming the sender (the brand). Stored verbatim with every
     * consent given or withdrawn (Canada's anti-spam law), so the web must show exactly this text
     * beside the checkbox. The English is the spec's and names the brand nowhere.
     */
    emailNotificationsLabel: (_brand: string) =>
      'Email me news, offers and my monthly cashback summary. You can unsubscribe at any time.',
    missing: 'Profile data is missing or incomplete.',
    fetchFailed: 'An error occurred while fetching profile data.',
    updateFailed: 'Failed to update profile. Please try again.',
    updateError: 'An error occurred while updating your profile.',
    signedOut: 'Please log in to view your profile.',
    edit: 'Edit',
    cancel: 'Cancel',
    save: 'Save Changes',
  },
  deletion: {
    sessionFailed: 'Failed to retrieve session',
    deleteFailed: 'Failed to delete account',
    completeFailed: 'Failed to complete account deletion',
    unexpected: 'An unexpected error occurred',
    success: 'Account deleted successfully',
    /** What the customer must type to confirm deletion (docs/product.md §4, §5). */
    confirmationWord: 'DELETE',
  },
};
