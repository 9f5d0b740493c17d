// The customer's own area: dashboard, profile, account deletion (spec §2, §8).
export const customer = {
  dashboard: {
    notAuthenticated: 'User is not authenticated.',
    fetchFailed: 'An error occurred while fetching customer data.',
    deletePhoneFailed: 'Failed to delete phone number. Please try again.',
    addPhoneFailed: 'Failed to add phone number. Please try again.',
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
    /** What the customer must type to confirm deletion (spec §4, §5). */
    confirmationWord: 'DELETE',
  },
};
